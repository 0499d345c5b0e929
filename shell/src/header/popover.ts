import type { ToggleEvent } from 'react';

/** A browser without the selector (or jsdom) says no rather than throwing. */
function matchesNow(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * Whether a popover is showing now. Hydration reads it to take over a menu the visitor opened
 * before the page's code arrived.
 */
export function popoverIsOpen(element: Element | null): boolean {
  return element ? matchesNow(element, ':popover-open') : false;
}

/** A popover's 'toggle' event: whether it has just opened. */
export const openedBy = (event: ToggleEvent<Element>): boolean => event.newState === 'open';

/**
 * Whether the visitor reached for an element before the page's code arrived: it holds the focus
 * or the pointer, or a popover in it is open. The events that said so fired before React listened.
 */
export function reachedForAlready(element: Element | null): boolean {
  if (!element) return false;
  return (
    matchesNow(element, ':focus-within') ||
    matchesNow(element, ':hover') ||
    Array.from(element.querySelectorAll('[popover]')).some(popoverIsOpen)
  );
}

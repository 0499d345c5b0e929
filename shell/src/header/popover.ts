import type { ToggleEvent } from 'react';

/**
 * Whether a popover is showing now. Hydration reads it to take over a menu the visitor opened
 * before the page's code arrived; a browser without :popover-open (or jsdom) says no.
 */
export function popoverIsOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** A popover's 'toggle' event: whether it has just opened. */
export const openedBy = (event: ToggleEvent<Element>): boolean => event.newState === 'open';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
].join(',');

/** The controls Tab stops at inside a container, in order: not disabled, hidden or tabindex -1. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a container: past the last control focus wraps to the first,
 * and back; focus on the container itself or outside it comes back in. A modal <dialog> already
 * makes the page behind it inert; this also stops focus leaving for the browser's own controls.
 */
export function trapTabKey(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = focusablesIn(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    // nothing to move to: focus stays where it is, on the container
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

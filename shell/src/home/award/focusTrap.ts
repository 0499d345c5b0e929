const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]';

/**
 * Keeps Tab and Shift+Tab inside a container: past the last control focus wraps to the first,
 * and back. A modal <dialog> already makes the page behind it inert; this also stops focus
 * leaving for the browser's own controls.
 */
export function trapTabKey(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

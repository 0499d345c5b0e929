import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * Keeps keyboard focus inside an open dialog: focus starts on `initialFocus`, Tab and
 * Shift+Tab cycle through the dialog's controls, focus that escapes (a click outside the
 * browser window and back) is brought back, and on close `restoreFocus` puts it back where the
 * visitor was.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  restoreFocus: () => void,
): void {
  const restore = useEffectEvent(restoreFocus);

  useEffect(() => {
    const dialog = container.current;
    if (!dialog) return;
    (initialFocus.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (focusablesIn(dialog)[0] ?? dialog).focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      restore();
    };
  }, [container, initialFocus]);
}

import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The element to focus when the dialog closes: the one asked for, else the opener. */
function focusBack(target: RefObject<HTMLElement | null> | undefined, opener: HTMLElement | null) {
  const element = target?.current ?? opener;
  if (element?.isConnected) element.focus();
}

export interface DialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  /** where focus goes when the dialog closes; by default back where it was before */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: it takes focus (so a screen reader reads its title and text), keeps Tab
 * inside, closes on Escape, on its button or a click on the backdrop, and gives focus back.
 */
export function Dialog({
  title,
  children,
  onClose,
  closeLabel = 'Close',
  returnFocusTo,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = panel.current;
    dialog?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      else if (event.key === 'Tab' && dialog) keepTabInside(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      focusBack(returnFocusTo, opener);
    };
  }, [returnFocusTo]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={styles.backdrop} role="presentation" onMouseDown={closeOnBackdrop}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.panel}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.close} onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type DialogHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { trapTabKey } from './focusTrap';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel' | 'children'
> {
  open: boolean;
  /** every way of closing ends here: Escape, the browser's own close request, the backdrop */
  onClose: () => void;
  /** the id of the dialog's title: every dialog is labelled */
  'aria-labelledby': string;
  children: ReactNode;
  /** where focus goes on opening; by default the dialog itself, so its title and text are read */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * where focus goes on closing; by default back where it was before the dialog opened, or the
   * page's <main> (when focusable) if focus was nowhere then
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * A click on the dimmed page around the dialog closes it. The click must start and end on the
   * <dialog> element itself, so give the dialog no padding of its own: pad an element inside.
   */
  closeOnBackdropClick?: boolean;
  /**
   * Open in the server's HTML, for a dialog that greets the visitor on arrival: drawn open (not
   * yet modal) so that it shows, and closes on Escape or a `<form method="dialog">` button,
   * before any script runs. Once the page's code runs it becomes modal, unless the visitor has
   * already closed it: then it reports that close.
   */
  drawnOpen?: boolean;
  ref?: RefObject<HTMLDialogElement | null>;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert and puts
 * it above everything. Focus moves in, Tab and Shift+Tab stay inside, Escape closes it, and
 * focus goes back where it was, also when the dialog leaves the page while still open.
 */
export function ModalDialog({
  open,
  onClose,
  children,
  initialFocus,
  returnFocusTo,
  closeOnBackdropClick = false,
  drawnOpen = false,
  className,
  ref,
  ...attributes
}: ModalDialogProps) {
  // The attribute is the server's: React never changes it, so it cannot fight showModal().
  const [drawn] = useState(drawnOpen && open);
  // Whether the dialog drawn open still waits for the page's code to make it modal.
  const awaitingCode = useRef(drawn);
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialogRef = ref ?? ownRef;
  const opener = useRef<HTMLElement | null>(null);
  // Focus goes back only after the dialog was shown: one that starts closed must not take it.
  const shown = useRef(false);

  const requestClose = useEffectEvent(() => onClose());
  const focusInside = useEffectEvent((dialog: HTMLDialogElement) =>
    (initialFocus?.current ?? dialog).focus(),
  );
  const giveFocusBack = useEffectEvent(() => {
    if (!shown.current) return;
    shown.current = false;
    const target = returnFocusTo?.current ?? opener.current;
    opener.current = null;
    if (target?.isConnected && target !== document.body) {
      target.focus();
      return;
    }
    // Opened with focus nowhere (on arrival): the visitor goes on from the page's main content,
    // not from wherever the dialog sits in the page.
    document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (awaitingCode.current) {
      awaitingCode.current = false;
      // Closed by the visitor before the code arrived: that was their answer.
      if (!dialog.open) {
        requestClose();
        return;
      }
      // Drawn open, not modal: close it and open it again as modal within one task (no frame
      // between). The 'close' this queues finds it open again and is ignored below.
      dialog.close();
    }
    // Already open: React's development double-run of effects must not open it twice.
    if (!dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    shown.current = true;
    focusInside(dialog);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        // Shut at once, as a `method="dialog"` button does: the page can paint without the
        // dialog before the parent re-renders; its 'close' reports it (below).
        dialog.close();
      } else {
        trapTabKey(dialog, event);
      }
    };
    // Every close in the browser ends here: Escape, a `method="dialog"` button, close(), and
    // the browser's own close requests (a phone's Back button). Focus goes back at once, before
    // the parent hears of it, so it never waits on the parent's render.
    const onNativeClose = () => {
      if (dialog.open) return;
      giveFocusBack();
      requestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onNativeClose);
      // Taken out of the page while open (its parent stopped drawing it): hand focus back now.
      if (!dialog.isConnected) giveFocusBack();
    };
  }, [open, dialogRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open || !dialog) return;
    if (dialog.open) dialog.close();
    giveFocusBack();
  }, [open, dialogRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !closeOnBackdropClick || !dialog) return;
    // Clicks on the ::backdrop reach the <dialog> itself; a drag out of the card is no click.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: Event) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: Event) => {
      if (pressedOnBackdrop && event.target === dialog) requestClose();
      pressedOnBackdrop = false;
    };
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [open, closeOnBackdropClick, dialogRef]);

  return (
    <dialog
      {...attributes}
      ref={dialogRef}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-modal="true"
      tabIndex={-1}
      open={drawn || undefined}
      closedby={drawn ? 'closerequest' : undefined}
      // the visitor may have closed it (the browser took `open` away) before hydration
      suppressHydrationWarning={drawn}
    >
      {children}
    </dialog>
  );
}

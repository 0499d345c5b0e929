import { StrictMode, useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from './ModalDialog';

/** A page with a button that opens a dialog while it is drawn, as the contact page does. */
function Harness({ withReturnTarget = false }: { withReturnTarget?: boolean }) {
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h1 ref={target} tabIndex={-1}>
        Page
      </h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#outside">Outside link</a>
      {open ? (
        <ModalDialog
          open
          onClose={() => setOpen(false)}
          aria-labelledby="hello-title"
          aria-describedby="hello-body"
          returnFocusTo={withReturnTarget ? target : undefined}
          closeOnBackdropClick
        >
          <h2 id="hello-title">Hello</h2>
          <div id="hello-body">
            <p>Some text.</p>
            <a href="#inside">Inside link</a>
          </div>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </ModalDialog>
      ) : null}
    </>
  );
}

/** A dialog that stays in the page and opens and closes with `open`, as the award modal does. */
function Toggled({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      aria-labelledby="toggled-title"
      initialFocus={closeButton}
      data-testid="toggled"
    >
      <h2 id="toggled-title">Toggled</h2>
      <button ref={closeButton} type="button" onClick={() => setOpen(false)}>
        Close
      </button>
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Some text. Inside link');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const inside = screen.getByRole('link', { name: 'Inside link' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(inside).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(inside).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes on its button, or a click on the backdrop but not inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Some text.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // a click on the ::backdrop reaches the <dialog> element itself
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can hand focus to a given element instead', async () => {
    const user = userEvent.setup();
    render(<Harness withReturnTarget />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();
  });

  it('moves focus to the element asked for, and back when `open` turns false', async () => {
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    render(<Toggled />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('toggled')).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
    before.remove();
  });

  it('gives focus to the main content when nothing had it before it opened', async () => {
    render(
      <main tabIndex={-1}>
        <button type="button">In the page</button>
        <Toggled />
      </main>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('takes no focus when it starts closed', () => {
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    const elsewhere = { current: document.createElement('button') };
    document.body.appendChild(elsewhere.current);
    render(
      <ModalDialog open={false} onClose={jest.fn()} aria-labelledby="t" returnFocusTo={elsewhere}>
        <h2 id="t">Closed</h2>
      </ModalDialog>,
    );
    expect(before).toHaveFocus();
    before.remove();
    elsewhere.current.remove();
  });

  it('leaves the backdrop alone unless asked to close on it', async () => {
    render(<Toggled />);
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('reports a close by the browser itself (a close request) once', () => {
    const onClose = jest.fn();
    render(<Toggled onClose={onClose} />);
    act(() => {
      (screen.getByTestId('toggled') as HTMLDialogElement).close();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('toggled')).not.toHaveAttribute('open');
  });

  it('reports Escape once, and only while open', async () => {
    const onClose = jest.fn();
    render(<Toggled onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens once under StrictMode, with focus inside', async () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <Toggled onClose={onClose} />
      </StrictMode>,
    );
    expect(screen.getByRole('dialog', { name: 'Toggled' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

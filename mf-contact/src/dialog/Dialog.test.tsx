import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

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
        <Dialog
          title="Hello"
          onClose={() => setOpen(false)}
          returnFocusTo={withReturnTarget ? target : undefined}
        >
          <p>Some text.</p>
          <a href="#inside">Inside link</a>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
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
    await user.click(screen.getByRole('presentation'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can hand focus to a given element instead', async () => {
    const user = userEvent.setup();
    render(<Harness withReturnTarget />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();
  });
});

import { site } from '@harmoni/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AwardModal } from './AwardModal';
import { rememberAwardModalDismissed } from './awardDismissal';

beforeEach(() => {
  sessionStorage.clear();
});

function dialog() {
  return screen.getByTestId('award-modal');
}

describe('AwardModal', () => {
  it('opens on arrival as a labelled modal dialog about the award', () => {
    render(<AwardModal />);
    const modal = screen.getByRole('dialog', { name: 'Award announcement' });
    expect(modal).toHaveAttribute('open');
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveAccessibleDescription(
      `Congratulations to our principal, ${site.principal}, on receiving the ${site.award.year} ${site.award.name}!`,
    );
  });

  it('moves focus to its Close button', () => {
    render(<AwardModal />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<AwardModal />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with its Close button and remembers that for the visit', async () => {
    const { unmount } = render(<AwardModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');
    unmount();

    render(<AwardModal />);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('returns focus to where it was before it opened', async () => {
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    render(<AwardModal />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(before).toHaveFocus();
    before.remove();
  });

  it('counts any close (the browser closes it on Escape) as dismissing it', () => {
    render(<AwardModal />);
    act(() => {
      dialog().dispatchEvent(new Event('close'));
    });
    expect(sessionStorage.getItem('harmoni.award-modal.dismissed')).toBe('true');
  });

  it('stays closed once dismissed earlier in the visit', () => {
    rememberAwardModalDismissed();
    render(<AwardModal />);
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

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

/** The modal, once it has opened (a task after its first render). */
async function renderOpened() {
  const rendered = render(<AwardModal />);
  await screen.findByRole('dialog', { name: 'Award announcement' });
  return rendered;
}

/** Lets a task pass, time enough for the modal to open if it were going to. */
const aTaskLater = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

describe('AwardModal', () => {
  it('opens on arrival as a labelled modal dialog about the award', async () => {
    render(<AwardModal />);
    // not within the render that starts the page, but a task after it
    expect(dialog()).not.toHaveAttribute('open');
    const modal = await screen.findByRole('dialog', { name: 'Award announcement' });
    expect(modal).toHaveAttribute('open');
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveAccessibleDescription(
      `Congratulations to our principal, ${site.principal}, on receiving the ${site.award.year} ${site.award.name}!`,
    );
  });

  it('moves focus to its Close button', async () => {
    await renderOpened();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderOpened();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with its Close button and remembers that for the visit', async () => {
    const { unmount } = await renderOpened();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');
    unmount();

    render(<AwardModal />);
    await aTaskLater();
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('returns focus to where it was before it opened', async () => {
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    await renderOpened();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(before).toHaveFocus();
    before.remove();
  });

  it('counts any close (the browser closes it on Escape) as dismissing it', async () => {
    await renderOpened();
    act(() => {
      dialog().dispatchEvent(new Event('close'));
    });
    expect(sessionStorage.getItem('harmoni.award-modal.dismissed')).toBe('true');
  });

  it('stays closed once dismissed earlier in the visit', async () => {
    rememberAwardModalDismissed();
    render(<AwardModal />);
    await aTaskLater();
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

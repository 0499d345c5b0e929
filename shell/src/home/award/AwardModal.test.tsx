import { site } from '@harmoni/shared';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// the Node build: the browser build needs a MessageChannel, which jsdom lacks
import { renderToString } from 'react-dom/server.node';
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
  it('is drawn open by the server, closed by Escape or its form before any script runs', () => {
    const html = renderToString(<AwardModal />);
    expect(html).toMatch(/<dialog[^>]* open=""[^>]* closedby="closerequest"/);
    expect(html).toMatch(
      /<form method="dialog"><button type="submit"[^>]*>Close<\/button><\/form>/,
    );
  });

  it('becomes modal when hydrated, or counts a close before then as dismissing it', async () => {
    for (const closedBeforeHydration of [false, true]) {
      sessionStorage.clear();
      const container = document.createElement('div');
      container.innerHTML = renderToString(<AwardModal />);
      document.body.append(container);
      const drawn = container.querySelector('dialog') as HTMLDialogElement;
      if (closedBeforeHydration) drawn.removeAttribute('open'); // the form's doing
      const root = await act(async () => hydrateRoot(container, <AwardModal />));
      expect(container.querySelector('dialog')).toBe(drawn);
      expect(drawn.open).toBe(!closedBeforeHydration);
      expect(sessionStorage.getItem('harmoni.award-modal.dismissed')).toBe(
        closedBeforeHydration ? 'true' : null,
      );
      act(() => root.unmount());
      container.remove();
    }
  });

  it('opens on arrival as a labelled modal dialog about the award', async () => {
    render(<AwardModal />);
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
      (dialog() as HTMLDialogElement).close();
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

import { lessonServiceId, concertServiceId, provideRemoteLoader } from '@harmoni/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

const lessonService = {
  default: {
    lessons: {
      url: 'https://lessons.test/assets/docs/lesson.txt',
      parse: () => [{ title: 'piano', image: 'piano.webp', link: 'piano', hasLink: true }],
    },
  },
};
const concertService = {
  default: {
    concerts: { url: 'https://gallery.test/assets/docs/gallery-video-list.txt', parse: () => [] },
  },
};

let loader: jest.Mock;

beforeEach(() => {
  loader = jest.fn((id: string) =>
    Promise.resolve(id === lessonServiceId ? lessonService : concertService),
  );
  provideRemoteLoader(loader);
  const response = { ok: true, status: 200, text: () => Promise.resolve('[]') };
  global.fetch = jest.fn(() => Promise.resolve(response as Response));
});

function renderHeader() {
  render(
    <MemoryRouter>
      <Header staticStyle={false} />
    </MemoryRouter>,
  );
}

const requested = () => loader.mock.calls.map(([id]) => id as string).sort();

describe('Header', () => {
  it('fetches nothing for its Lesson and Gallery menus until the visitor reaches for them', async () => {
    renderHeader();
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads both menus’ services when the pointer comes over the menus', async () => {
    renderHeader();
    // by its id: a closed popover in jsdom, which has no wide-screen style sheet, is hidden
    fireEvent.pointerEnter(document.getElementById('site-menu') as HTMLElement);
    await act(async () => {});
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });

  it('loads them when the keyboard reaches the menus, and the Lesson menu lists the lessons', async () => {
    renderHeader();
    await userEvent.tab(); // the logo
    expect(loader).not.toHaveBeenCalled();
    await userEvent.tab(); // the small-screen menu button
    await userEvent.keyboard('{Enter}'); // jsdom has no wide screen: the links are in its menu
    await userEvent.tab(); // Home
    await userEvent.tab(); // Lesson
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Piano' })).toHaveAttribute(
      'href',
      '/lesson/piano',
    );
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });

  it('opens the small-screen menu from its button, and folds it away when a link is chosen', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('popovertarget', 'site-menu');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('takes over a small-screen menu the visitor opened before hydration', async () => {
    const open = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':popover-open' && this.id === 'site-menu';
    });
    renderHeader();
    open.mockRestore();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads them when the small-screen menu button is touched', async () => {
    renderHeader();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => {});
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });

  it('loads them at hydration when the visitor opened a menu before it', async () => {
    const open = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':popover-open' && this.previousElementSibling?.textContent === 'Gallery';
    });
    renderHeader();
    await act(async () => {});
    open.mockRestore();
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });

  it('loads them at hydration when a menu button already had the focus', async () => {
    const focused = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':focus-within' && this.tagName === 'HEADER';
    });
    renderHeader();
    await act(async () => {});
    focused.mockRestore();
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });
});

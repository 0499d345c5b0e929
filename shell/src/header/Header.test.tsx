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
    fireEvent.pointerEnter(screen.getByRole('navigation', { name: 'Main' }));
    await act(async () => {});
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });

  it('loads them when the keyboard reaches the menus, and the Lesson menu lists the lessons', async () => {
    renderHeader();
    await userEvent.tab(); // the logo
    expect(loader).not.toHaveBeenCalled();
    await userEvent.tab(); // the small-screen menu button
    await userEvent.tab(); // Home
    await userEvent.tab(); // Lesson
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Piano' })).toHaveAttribute(
      'href',
      '/lesson/piano',
    );
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });

  it('loads them when the small-screen menu button is touched', async () => {
    renderHeader();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => {});
    expect(requested()).toEqual([concertServiceId, lessonServiceId].sort());
  });
});

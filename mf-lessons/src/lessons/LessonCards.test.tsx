import { useContent, useContentStore } from '@harmoni/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeContent, lessonListUrl } from '../testing/fakeContent';
import LessonCards from './LessonCards';
import lessonService, { lessonsResource } from './lessonService';

const lessons = JSON.stringify([
  { title: 'piano', image: 'piano.jpg', link: 'piano' },
  { title: 'online lesson', image: 'online-lesson.jpg', link: 'online-lesson' },
  { title: 'theory', image: 'theory.jpg' },
]);

function renderCards() {
  return render(
    <MemoryRouter>
      <LessonCards />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LessonCards', () => {
  it('shows one card per lesson, titled in title case, in the order of lesson.txt', async () => {
    global.fetch = fakeContent({ [lessonListUrl]: lessons });
    renderCards();
    const section = screen.getByRole('region', { name: 'Our Lessons' });
    const cards = await within(section).findAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Piano', 'Online Lesson', 'Theory']);
  });

  it('links a lesson with a link to its page, and one without to the contact page', async () => {
    global.fetch = fakeContent({ [lessonListUrl]: lessons });
    renderCards();
    expect(await screen.findByRole('link', { name: 'Piano' })).toHaveAttribute(
      'href',
      '/lesson/piano',
    );
    expect(screen.getByRole('link', { name: 'Online Lesson' })).toHaveAttribute(
      'href',
      '/lesson/online-lesson',
    );
    expect(screen.getByRole('link', { name: 'Theory' })).toHaveAttribute(
      'href',
      '/contact?instrument=theory',
    );
  });

  it("shows each lesson's picture from this remote's origin, sized, lazy, with a webp source", async () => {
    global.fetch = fakeContent({ [lessonListUrl]: lessons });
    const { container } = renderCards();
    const image = await screen.findByRole('img', { name: 'Illustration for Online Lesson' });
    expect(image).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/lesson/online-lesson.jpg',
    );
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    const sources = container.querySelectorAll('source[type="image/webp"]');
    expect(sources).toHaveLength(3);
    expect(sources[1]).toHaveAttribute(
      'srcset',
      'http://localhost:3999/assets/images/lesson/online-lesson.webp',
    );
  });

  it('shows a spinner while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCards();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the lessons');
    // the store keeps a request in flight until it settles: settle it for the next tests
    answer({ ok: true, status: 200, text: () => Promise.resolve(lessons) } as Response);
    expect(await screen.findByRole('link', { name: 'Piano' })).toBeInTheDocument();
  });

  it('shows a clear message instead of cards when lesson.txt is malformed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = fakeContent({ [lessonListUrl]: '[{"title": "piano"' });
    renderCards();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, our lessons cannot be shown right now.');
    expect(within(alert).getByRole('link', { name: 'ask us about lessons' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the same message when lesson.txt cannot be reached, and Retry recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = fakeContent({ [lessonListUrl]: 'network-error' });
    renderCards();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, our lessons cannot be shown right now.',
    );

    global.fetch = fakeContent({ [lessonListUrl]: lessons });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Piano' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    global.fetch = fakeContent({ [lessonListUrl]: '[]' });
    renderCards();
    expect(await screen.findByText(/Our class list is being updated/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us about lessons' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('the lesson service', () => {
  function HeaderMenu() {
    const state = useContent(lessonService.lessons);
    return <p>{state.status === 'ready' ? `${state.data.length} lessons in the menu` : '…'}</p>;
  }

  it('hands out the very resource the cards read, so the list is fetched once for both', async () => {
    expect(lessonService.lessons).toBe(lessonsResource);
    const fetchMock = fakeContent({ [lessonListUrl]: lessons });
    global.fetch = fetchMock;
    render(
      <MemoryRouter>
        <HeaderMenu />
        <LessonCards />
      </MemoryRouter>,
    );
    expect(await screen.findByText('3 lessons in the menu')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Theory' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(lessonListUrl);
  });

  it('reads lesson.txt from the remote public path', () => {
    expect(lessonsResource.url).toBe(lessonListUrl);
  });
});

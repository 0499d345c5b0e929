import { site, useContentStore } from '@harmoni/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  assetUrl,
  fakeContent,
  lessonListUrl,
  whyUsUrl,
  type FakeFile,
} from '../testing/fakeContent';
import { lessonListFixture, lessonPageFixture, whyUsFixture } from '../testing/fixtures';
import LessonPage from './LessonPage';
import { panelOpen, panelSummary } from '@harmoni/shared/testing/accordionQueries';

const pageUrl = (link: string) => assetUrl(`assets/docs/lessons/${link}.txt`);

function serve(files: Record<string, FakeFile> = {}) {
  const fetchMock = fakeContent({
    [lessonListUrl]: lessonListFixture,
    [whyUsUrl]: whyUsFixture,
    [pageUrl('piano')]: lessonPageFixture(),
    ...files,
  });
  global.fetch = fetchMock;
  return fetchMock;
}

function visit(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/lesson/:lesson" element={<LessonPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
  document.title = '';
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LessonPage', () => {
  it('shows the hero, the description and a Get Started button for the instrument', async () => {
    serve();
    visit('/lesson/piano');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Piano Lessons' }),
    ).toBeInTheDocument();
    expect(screen.getByText('From the first note to the concert stage')).toBeInTheDocument();
    expect(screen.getByText('Piano is where many musicians begin.')).toBeInTheDocument();
    expect(screen.getByText(`Lessons are one-to-one in ${site.area}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=Piano',
    );
  });

  it('fetches its hero picture first, at its own size, from this remote', async () => {
    serve();
    const { container } = visit('/lesson/piano');
    const hero = await screen.findByRole('img', { name: 'Illustration of a grand piano' });
    expect(hero).toHaveAttribute('src', assetUrl('assets/images/lesson/hero/piano.jpg'));
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '700');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      assetUrl('assets/images/lesson/hero/piano.webp'),
    );
  });

  it('has an FAQ accordion whose answers open on demand', async () => {
    serve();
    visit('/lesson/piano');
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const question = panelSummary('What is the best age to start?', faq);
    expect(panelOpen(question)).toBe(false);
    await userEvent.click(question);
    expect(within(faq).getByText('Most children start at 4-5 years old.')).toBeVisible();
  });

  it('shows the Why Us block under the lesson', async () => {
    serve();
    visit('/lesson/piano');
    const whyUs = await screen.findByRole('region', { name: 'Why Us' });
    expect(within(whyUs).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('shows only the hero, with its spinner, while the page file loads', async () => {
    // Anything below the hero would be pushed down when the description arrives.
    const files = fakeContent({ [lessonListUrl]: lessonListFixture, [whyUsUrl]: whyUsFixture });
    let sendPage = (): void => undefined;
    global.fetch = jest.fn((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      String(input) === pageUrl('piano')
        ? new Promise<Response>((resolve) => {
            sendPage = () => resolve(fakeContent({ page: lessonPageFixture() })('page'));
          })
        : files(input, init),
    );
    visit('/lesson/piano');
    const spinner = await screen.findByText('Loading the Piano page');
    expect(screen.getByTestId('lesson-hero')).toContainElement(spinner);
    expect(screen.queryByRole('region', { name: 'Why Us' })).not.toBeInTheDocument();

    sendPage();
    expect(await screen.findByRole('region', { name: 'Why Us' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sets the page title, description and keywords from the content file', async () => {
    serve();
    visit('/lesson/piano');
    await screen.findByRole('heading', { level: 1, name: 'Piano Lessons' });
    await waitFor(() =>
      expect(document.title).toBe(`Piano Lessons | ${site.brand} - Music School in ${site.area}`),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `Piano lessons in ${site.area}.`,
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      new RegExp(`^piano lessons ${site.area}, `),
    );
  });

  it("preselects 'Online Lesson' and links to the set-up guide on the online page", async () => {
    serve({
      [pageUrl('online-lesson')]: lessonPageFixture({
        title: 'Online Lessons',
        hero: { image: 'online-lesson.jpg', alt: 'A laptop' },
        setupGuides: [
          { section: 'piano', label: 'Piano set-up' },
          { section: 'guitar', label: 'Guitar set-up' },
          { section: 'vocal', label: 'Vocal set-up' },
        ],
      }),
    });
    visit('/lesson/online-lesson');
    await screen.findByRole('heading', { level: 1, name: 'Online Lessons' });
    const start = new URL(
      screen.getByRole('link', { name: 'Get Started' }).getAttribute('href') ?? '',
      'http://x',
    );
    expect(start.pathname).toBe('/contact');
    expect(start.searchParams.get('instrument')).toBe('Online Lesson');
    expect(screen.getByRole('link', { name: 'Piano set-up' })).toHaveAttribute(
      'href',
      '/about/setup-online-lesson?section=piano',
    );
    expect(screen.getByRole('link', { name: 'Guitar set-up' })).toHaveAttribute(
      'href',
      '/about/setup-online-lesson?section=guitar',
    );
    expect(screen.getByRole('link', { name: 'Vocal set-up' })).toHaveAttribute(
      'href',
      '/about/setup-online-lesson?section=vocal',
    );
  });

  it('has no FAQ when the content has none', async () => {
    serve({
      [pageUrl('keyboard')]: lessonPageFixture({ title: 'Keyboard Lessons', faqs: [] }),
    });
    visit('/lesson/keyboard');
    await screen.findByRole('heading', { level: 1, name: 'Keyboard Lessons' });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=Keyboard',
    );
    expect(
      screen.queryByRole('region', { name: 'Frequently Asked Questions' }),
    ).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
  });

  it.each(['drums', 'theory'])(
    'shows the not-found page for %s, which has no lesson page',
    async (link) => {
      const fetchMock = serve();
      visit(`/lesson/${link}`);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(document.title).toMatch(/^Page Not Found \|/);
      // the lesson list decides: no request for a page file that does not exist
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([lessonListUrl]);
    },
  );

  it('reads lesson.txt and its page file once', async () => {
    const fetchMock = serve();
    visit('/lesson/piano');
    await screen.findByRole('heading', { level: 1, name: 'Piano Lessons' });
    await screen.findByRole('region', { name: 'Why Us' });
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url === lessonListUrl)).toHaveLength(1);
    expect(urls.filter((url) => url === pageUrl('piano'))).toHaveLength(1);
  });

  it('explains when the lesson list cannot be loaded, still offering Get Started', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ [lessonListUrl]: { status: 500 } });
    visit('/lesson/piano');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this lesson cannot be shown right now.',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  it('explains when the page file is broken, and Retry recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ [pageUrl('piano')]: '{"title": "Piano Lessons"}' });
    visit('/lesson/piano');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this lesson page cannot be shown right now.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Piano' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=Piano',
    );

    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Piano Lessons' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { act, StrictMode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadContent, site, useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import { articleDirectory } from './articleDirectory';
import ArticlePage from './ArticlePage';

const directory = JSON.stringify([
  {
    id: 'learn-to-play-gitar',
    meta_title: 'Guitar Lessons in {area}',
    meta_description: 'Start guitar at {brand}',
    meta_keywords: 'guitar, beginners',
    description: 'Guitar for beginners',
    published_at: '2024-03-05',
  },
  {
    id: 'exam-tips',
    specified_title: 'Exam Tips',
    specified_article: 'exam-day',
    description: 'Before the exam',
    published_at: '2025-01-20',
  },
]);

const guitarBody =
  '<h2>First chords</h2><ul><li>C major</li></ul><p>Read about <a href="/lesson/guitar">guitar lessons</a> at {brand}.</p>' +
  '<img src="assets/images/articles/guitar-chords.jpg" alt="A guitar" onerror="alert(1)"><script>alert(2)</script>';

function files(extra: Record<string, string | number> = {}) {
  return serveContent({
    'assets/docs/articles/directory.json': directory,
    'assets/docs/articles/content/learn-to-play-gitar.html': guitarBody,
    'assets/docs/articles/content/exam-day.html': '<h2>Exam day</h2><p>Sleep well.</p>',
    ...extra,
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The article route among others, starting at the last of the entries. */
function renderAt(entries: string[]) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/about/article/:article" element={<ArticlePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
  window.history.replaceState(null, '');
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
  document.head.querySelector('meta[name="keywords"]')?.remove();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ArticlePage', () => {
  it('shows the title, date and sanitized body, with Get Started for the derived instrument', async () => {
    const fetchMock = files();
    renderAt(['/about/article/learn-to-play-gitar']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn Guitar' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:3999/assets/docs/articles/directory.json',
      'http://localhost:3999/assets/docs/articles/content/learn-to-play-gitar.html',
    ]);
    expect(screen.getByText('Mar 05, 2024')).toHaveAttribute('datetime', '2024-03-05');
    expect(screen.getByRole('heading', { level: 2, name: 'First chords' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('C major');
    expect(screen.getByRole('link', { name: 'guitar lessons' }).closest('p')).toHaveTextContent(
      `Read about guitar lessons at ${site.brand}.`,
    );

    const image = screen.getByRole('img', { name: 'A guitar' });
    expect(image).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/articles/guitar-chords.jpg',
    );
    expect(image).not.toHaveAttribute('onerror');
    expect(document.querySelector('main script, script:not([src])')).toBeNull();

    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=guitar',
    );
    expect(screen.getByRole('link', { name: 'All Articles' })).toHaveAttribute(
      'href',
      '/about/article',
    );
  });

  it('takes the page title, description and keywords from the meta fields', async () => {
    files();
    renderAt(['/about/article/learn-to-play-gitar']);
    await screen.findByRole('heading', { level: 1, name: 'Learn Guitar' });
    expect(document.title).toBe(
      `Guitar Lessons in ${site.area} | ${site.brand} - Music School in ${site.area}`,
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `Start guitar at ${site.brand}`,
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      /^guitar, beginners, /,
    );
  });

  it('falls back to the title and description without meta fields, reading specified_article', async () => {
    const fetchMock = files();
    renderAt(['/about/article/exam-tips']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Tips' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3999/assets/docs/articles/content/exam-day.html',
      expect.anything(),
    );
    expect(screen.getByText('Sleep well.')).toBeInTheDocument();
    expect(document.title).toBe(`Exam Tips | ${site.brand} - Music School in ${site.area}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Before the exam',
    );
    // no instrument in the id: the derivation's fallback
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=piano',
    );
  });

  it('follows a link inside the article through the router', async () => {
    files();
    renderAt(['/about/article/learn-to-play-gitar']);
    const link = await screen.findByRole('link', { name: 'guitar lessons' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByTestId('where')).toHaveTextContent('/lesson/guitar');
  });

  it('leaves a link to another site, or one opened in a new tab, to the browser', async () => {
    files({
      'assets/docs/articles/content/exam-day.html':
        '<p><a href="https://example.com/">Out</a> <a href="/contact" target="_blank">New tab</a></p>',
    });
    renderAt(['/about/article/exam-tips']);
    // the browser would now follow the link: note whether the page stopped it, then stop it
    const stoppedByPage: boolean[] = [];
    const browser = (event: MouseEvent) => {
      stoppedByPage.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(await screen.findByRole('link', { name: 'Out' }));
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    document.removeEventListener('click', browser);
    expect(stoppedByPage).toEqual([false, false]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('logs an unknown id and goes back to the previous page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    files();
    window.history.replaceState({ usr: null, key: 'k', idx: 1 }, '');
    // the list had loaded the directory: strict mode runs the mount effects twice, and the
    // page must still go back one page only
    await loadContent(articleDirectory.url, articleDirectory.parse);
    renderAt(['/about/exam-boards', '/about/faq', '/about/article/nope']);
    expect(await screen.findByTestId('where')).toHaveTextContent('/about/faq');
    expect(error).toHaveBeenCalledWith('Article "nope" is not in the article directory');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('goes to the article list for an unknown id when there is no previous page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    files();
    window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '');
    // the memory router holds an entry the browser history does not know about: it is not used
    renderAt(['/elsewhere', '/about/article/nope']);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/about\/article$/);
  });

  it("logs 'Error fetching article content' and goes back when the body fails", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    files({ 'assets/docs/articles/content/learn-to-play-gitar.html': 500 });
    window.history.replaceState({ usr: null, key: 'k', idx: 1 }, '');
    renderAt(['/about/article', '/about/article/learn-to-play-gitar']);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/about\/article$/);
    expect(error).toHaveBeenCalledWith('Error fetching article content', expect.any(Error));
    expect(String(error.mock.calls[0]?.[1])).toMatch(/HTTP 500/);
    // no message for the visitor
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a notice with Retry when the directory cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    files({ 'assets/docs/articles/directory.json': 500 });
    renderAt(['/about/article/learn-to-play-gitar']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this page could not be loaded.',
    );

    files();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn Guitar' }),
    ).toBeInTheDocument();
  });

  describe('with a directory that arrived malformed', () => {
    const malformed = JSON.stringify([
      { id: 'learn-to-play-gitar', published_at: '2026-13-45', description: 'Guitar' },
    ]);
    afterEach(() => document.getElementById('preview-banner')?.remove());
    /** Lets a navigation the page started land. */
    const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    it('sends the visitor back, as for a failed body, without a word about the connection', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      files({ 'assets/docs/articles/directory.json': malformed });
      window.history.replaceState({ usr: null, key: 'k', idx: 1 }, '');
      renderAt(['/about/faq', '/about/article/learn-to-play-gitar']);
      expect(await screen.findByTestId('where')).toHaveTextContent('/about/faq');
      expect(error).toHaveBeenCalledWith('Error fetching the article directory', expect.any(Error));
      expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    });

    it('in a preview, stays and names the file, the entry by its id and the field', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="preview-banner" data-remote="about" data-release="2.0.0-abc"></div>',
      );
      files({ 'assets/docs/articles/directory.json': malformed });
      window.history.replaceState({ usr: null, key: 'k', idx: 1 }, '');
      renderAt(['/about/faq', '/about/article/learn-to-play-gitar']);
      const note = await screen.findByRole('complementary', {
        name: 'Content problem (preview only)',
      });
      expect(note).toHaveTextContent(
        'Preview only: assets/docs/articles/directory.json cannot be used by this page',
      );
      expect(note).toHaveTextContent(
        'entry "learn-to-play-gitar" › published_at: must be a date like 2024-03-05',
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This part of the site is being updated.',
      );
      await settled();
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    });

    it('in a preview, names a body its directory points at that is not there', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="preview-banner" data-remote="about" data-release="2.0.0-abc"></div>',
      );
      files({ 'assets/docs/articles/content/learn-to-play-gitar.html': 404 });
      renderAt(['/about/faq', '/about/article/learn-to-play-gitar']);
      expect(
        await screen.findByRole('complementary', { name: 'Content problem (preview only)' }),
      ).toHaveTextContent(
        'Preview only: assets/docs/articles/content/learn-to-play-gitar.html is missing',
      );
      await settled();
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    });
  });

  it('shows the next article when a link moves the route to it', async () => {
    files({
      'assets/docs/articles/content/learn-to-play-gitar.html':
        '<p>Next: <a href="/about/article/exam-tips">exam tips</a></p>',
    });
    renderAt(['/about/article/learn-to-play-gitar']);
    fireEvent.click(await screen.findByRole('link', { name: 'exam tips' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Tips' })).toBeInTheDocument();
    expect(screen.getByText('Sleep well.')).toBeInTheDocument();
    expect(screen.queryByText(/Next:/)).not.toBeInTheDocument();
  });
});

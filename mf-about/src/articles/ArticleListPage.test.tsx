import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import ArticleListPage from './ArticleListPage';

const directory = JSON.stringify([
  { id: 'older-news', description: 'Older', published_at: '2023-11-30' },
  {
    id: 'learn-to-play-gitar',
    description: 'Guitar for beginners at {brand}',
    published_at: '2024-03-05',
  },
  {
    id: 'exam-day',
    specified_title: 'Exam Day Tips',
    description: 'Newest',
    published_at: '2025-06-01',
  },
]);

function renderList() {
  return render(
    <MemoryRouter>
      <ArticleListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ArticleListPage', () => {
  it('shows a card per article, newest first: date, title, description and Read More', async () => {
    serveContent({ 'assets/docs/articles/directory.json': directory });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Exam Day Tips', 'Learn Guitar', 'Older News']);
    const guitar = cards[1] as HTMLElement;
    expect(within(guitar).getByText('Mar 05, 2024')).toHaveAttribute('datetime', '2024-03-05');
    expect(within(guitar).getByText(`Guitar for beginners at ${site.brand}`)).toBeInTheDocument();
    const readMore = within(guitar).getByRole('link', { name: 'Read More about Learn Guitar' });
    expect(readMore).toHaveAttribute('href', '/about/article/learn-to-play-gitar');
    expect(readMore).toHaveTextContent(/^Read More/);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  it('draws the committed directory, and sets the page title and description', async () => {
    serveContent();
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Learn Violin' })).toBeInTheDocument();
    expect(document.title).toBe(`Articles | ${site.brand} - Music School in ${site.area}`);
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toContain(site.brand);
  });

  it('says so when there is no article yet', async () => {
    serveContent({ 'assets/docs/articles/directory.json': '[]' });
    renderList();
    expect(
      await screen.findByText('New articles are on their way. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a notice when the directory fails, and Retry fetches it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({ 'assets/docs/articles/directory.json': 500 });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this page could not be loaded.',
    );

    const fetchMock = serveContent({ 'assets/docs/articles/directory.json': directory });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Exam Day Tips' }),
    ).toBeInTheDocument();
    // the page text had loaded: only the directory is fetched again
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:3999/assets/docs/articles/directory.json',
    ]);
  });
});

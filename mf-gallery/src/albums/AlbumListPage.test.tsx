import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import AlbumListPage from './AlbumListPage';

const gallery = {
  'assets/images/gallery/info.txt': ['spring-recital-2026', 'broken-album', 'duo-night-2025'],
  'assets/images/gallery/spring-recital-2026/info.txt': {
    name: 'Spring Recital 2026',
    date: '2026-04-18',
    total: 6,
    cover: 3,
  },
  'assets/images/gallery/broken-album/info.txt': { name: 'Broken' },
  'assets/images/gallery/duo-night-2025/info.txt': {
    name: 'Duo Night',
    date: '2025-03-07',
    total: 1,
  },
};

function renderPage() {
  return render(
    <MemoryRouter>
      <AlbumListPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AlbumListPage', () => {
  it('shows a spinner until the album list arrives', async () => {
    serveContent(gallery);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading albums');
    await screen.findByRole('link', { name: 'Spring Recital 2026' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a card per album with its cover thumbnail, name and date, linking to the album', async () => {
    serveContent(gallery);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Spring Recital 2026' });
    expect(link).toHaveAttribute('href', '/gallery/photo/spring-recital-2026');
    const card = link.closest('li') as HTMLElement;
    const cover = within(card).getByRole('img', { name: 'Cover photo of Spring Recital 2026' });
    expect(cover).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/gallery/spring-recital-2026/thumbnails/spring-recital-2026%20(3).jpg',
    );
    expect(card.querySelector('source')).toHaveAttribute(
      'srcset',
      'http://localhost:3999/assets/images/gallery/spring-recital-2026/thumbnails/spring-recital-2026%20(3).webp',
    );
    expect(card).toHaveTextContent('Apr 18, 2026 · 6 photos');
    expect(await screen.findByRole('link', { name: 'Duo Night' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Duo Night' }).closest('li')).toHaveTextContent(
      'Mar 07, 2025 · 1 photo',
    );
  });

  it('keeps the index order and leaves out an album whose info is broken', async () => {
    serveContent(gallery);
    renderPage();
    await screen.findByRole('link', { name: 'Duo Night' });
    const albums = within(screen.getByRole('list', { name: 'Photo albums' }));
    expect(albums.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Spring Recital 2026',
      'Duo Night',
    ]);
  });

  it('has a Join Us button and a Get Started button to the contact page', async () => {
    serveContent(gallery);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/contact');
    await screen.findByRole('link', { name: 'Duo Night' });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(
      'Photo Gallery | Harmoni Music School - Music School in Setia Alam',
    );
  });

  it('shows Get Started below the albums only once they are there, so it never moves', async () => {
    serveContent(gallery);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading albums');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Duo Night' });
    const list = screen.getByRole('list', { name: 'Photo albums' });
    const action = screen.getByRole('link', { name: 'Get Started' });
    expect(list.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a notice with Retry when the list cannot be loaded, and recovers', async () => {
    serveContent({});
    renderPage();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sorry, the photo albums could not be loaded.');
    serveContent(gallery);
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Duo Night' })).toBeInTheDocument();
  });

  it('says so when the index lists no albums', async () => {
    serveContent({ 'assets/images/gallery/info.txt': [] });
    renderPage();
    expect(await screen.findByText(/New albums are on their way/)).toBeInTheDocument();
  });
});

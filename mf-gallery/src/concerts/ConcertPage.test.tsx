import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import ConcertPage from './ConcertPage';
import concertService from './concertService';

const files = {
  'assets/docs/gallery-video-list.txt': [
    {
      url: 'year-end-2025',
      display: true,
      title: 'Year-End Concert 2025',
      content: ['M7lc1UVf-VE', 'aqz-KE-bpKQ'],
    },
    { url: 'rehearsal', display: false, title: 'Rehearsal', content: ['9bZkp7q19f0'] },
  ],
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/gallery/concert/:concert" element={<ConcertPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ConcertPage', () => {
  it('shows the videos of a displayed concert in 315 pixel frames', async () => {
    serveContent(files);
    renderAt('/gallery/concert/year-end-2025');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Year-End Concert 2025' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Year-End Concert 2025 videos' });
    const plays = within(list).getAllByRole('link');
    expect(plays.map((play) => play.getAttribute('aria-label'))).toEqual([
      'Play video: Year-End Concert 2025, video 1',
      'Play video: Year-End Concert 2025, video 2',
    ]);
    expect(plays[0]?.parentElement).toHaveClass('galleryFrame');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(
      'Year-End Concert 2025 | Harmoni Music School - Music School in Setia Alam',
    );
  });

  it('redirects home for a concert not marked for display', async () => {
    serveContent(files);
    renderAt('/gallery/concert/rehearsal');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('redirects home for an unknown concert', async () => {
    serveContent(files);
    renderAt('/gallery/concert/no-such-concert');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('reads the same file as the concert service, once', async () => {
    const fetchMock = serveContent(files);
    renderAt('/gallery/concert/year-end-2025');
    await screen.findByRole('heading', { level: 1, name: 'Year-End Concert 2025' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(concertService.concerts.url);
  });

  it('shows a notice with Retry, not a redirect, when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({});
    renderAt('/gallery/concert/year-end-2025');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this concert could not be loaded.',
    );
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });
});

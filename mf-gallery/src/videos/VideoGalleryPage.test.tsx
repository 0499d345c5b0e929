import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import VideoGalleryPage from './VideoGalleryPage';

const files = {
  'assets/docs/gallery-video.txt': ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'jNQXAC9IVRw'],
  'assets/docs/gallery-video-list.txt': [
    { url: 'year-end-2025', display: true, title: 'Year-End Concert 2025', content: ['a'] },
    { url: 'rehearsal', display: false, title: 'Rehearsal', content: ['b'] },
  ],
};

function renderPage() {
  return render(
    <MemoryRouter>
      <VideoGalleryPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('VideoGalleryPage', () => {
  it('embeds each video of gallery-video.txt in a 315 pixel frame', async () => {
    serveContent(files);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Gallery' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Performance videos' });
    const plays = within(list).getAllByRole('link', { name: /^Play video:/ });
    expect(plays).toHaveLength(3);
    for (const play of plays) expect(play.parentElement).toHaveClass('galleryFrame');
    expect(list.querySelectorAll('img')[2]).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/jNQXAC9IVRw/hqdefault.jpg',
    );

    await user.click(plays[0] as HTMLElement);
    const player = screen.getByTitle('Harmoni Music School performance 1');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&controls=1&loop=0&fs=1',
    );
    expect(player.parentElement).toHaveClass('galleryFrame');
  });

  it('has Join Us and Get Started buttons to the contact page', async () => {
    serveContent(files);
    renderPage();
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await screen.findByRole('navigation', { name: 'Full concerts' });
  });

  it('links to the concerts marked for display only', async () => {
    serveContent(files);
    renderPage();
    const concerts = await screen.findByRole('navigation', { name: 'Full concerts' });
    expect(
      within(concerts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Year-End Concert 2025']);
    expect(within(concerts).getByRole('link')).toHaveAttribute(
      'href',
      '/gallery/concert/year-end-2025',
    );
  });

  it('shows a notice with Retry when the video list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({});
    renderPage();
    expect(await screen.findByText('Sorry, the videos could not be loaded.')).toBeInTheDocument();
  });
});

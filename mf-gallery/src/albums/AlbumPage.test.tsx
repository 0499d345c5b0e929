import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useContentStore } from '@harmoni/shared';
import { fetchedPaths, serveContent } from '../testing/serveContent';
import AlbumPage from './AlbumPage';

const files = {
  'assets/images/gallery/duo-night/info.txt': {
    name: 'Duo Night',
    date: '2025-03-07',
    total: 5,
    cover: 2,
  },
  'assets/images/gallery/broken/info.txt': '{ not json',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/gallery/photo/:folder" element={<AlbumPage />} />
        <Route path="/gallery/:folder" element={<AlbumPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openAlbum(path = '/gallery/photo/duo-night') {
  serveContent(files);
  const user = userEvent.setup();
  renderAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Duo Night' });
  return user;
}

const viewer = () => screen.getByRole('dialog', { name: 'Duo Night' });
const counter = () => within(viewer()).getByText(/^\d+ \/ \d+$/);
const shownPhoto = () => within(viewer()).getByRole('img');

/** jsdom has no PointerEvent: a MouseEvent of the pointer type carries the coordinates. */
function pointer(target: Element, type: 'pointerdown' | 'pointerup', x: number, y = 300) {
  fireEvent(target, new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AlbumPage', () => {
  it.each([['/gallery/photo/duo-night'], ['/gallery/duo-night']])(
    'at %s shows the name, date, thumbnails and a Back to Gallery link',
    async (path) => {
      await openAlbum(path);
      expect(screen.getByText('Mar 07, 2025')).toHaveAttribute('dateTime', '2025-03-07');
      expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
        'href',
        '/gallery/photo',
      );
      const thumbnails = screen.getAllByRole('link', { name: /^Open photo \d of 5$/ });
      expect(thumbnails).toHaveLength(5);
      // a link to the full photo: it does the viewer's job before the page's code arrives
      expect(thumbnails[3]).toHaveAttribute(
        'href',
        'http://localhost:3999/assets/images/gallery/duo-night/duo-night%20(4).jpg',
      );
      expect(within(thumbnails[3] as HTMLElement).getByRole('presentation')).toHaveAttribute(
        'src',
        'http://localhost:3999/assets/images/gallery/duo-night/thumbnails/duo-night%20(4).jpg',
      );
      expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
      expect(document.title).toBe('Duo Night | Harmoni Music School - Music School in Setia Alam');
    },
  );

  it('redirects home when the album info is missing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent(files);
    renderAt('/gallery/photo/no-such-album');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('redirects home when the album info is broken', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent(files);
    renderAt('/gallery/broken');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('redirects home without a request for a folder that cannot exist', async () => {
    const fetchMock = serveContent(files);
    renderAt('/gallery/Duo%20Night');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the photo viewer', () => {
  it('opens at the clicked photo with a counter and focus on the close button', async () => {
    const user = await openAlbum();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open photo 3 of 5' }));

    expect(viewer()).toHaveAttribute('aria-modal', 'true');
    expect(counter()).toHaveTextContent('3 / 5');
    expect(shownPhoto()).toHaveAccessibleName('Duo Night, photo 3 of 5');
    expect(shownPhoto()).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/gallery/duo-night/duo-night%20(3).jpg',
    );
    expect(within(viewer()).getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
  });

  it('puts only the photo shown and its neighbours in the page', async () => {
    const user = await openAlbum();
    await user.click(screen.getByRole('link', { name: 'Open photo 1 of 5' }));
    const sources = [...viewer().querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      'http://localhost:3999/assets/images/gallery/duo-night/duo-night%20(5).jpg',
      'http://localhost:3999/assets/images/gallery/duo-night/duo-night%20(1).jpg',
      'http://localhost:3999/assets/images/gallery/duo-night/duo-night%20(2).jpg',
    ]);
    // the neighbours are loaded but hidden
    expect(within(viewer()).getAllByRole('img')).toHaveLength(1);
    // the page itself fetched no more than the album info
    expect(fetchedPaths(global.fetch as jest.Mock)).toEqual([
      'assets/images/gallery/duo-night/info.txt',
    ]);
  });

  it('pages with next and previous, wrapping from the last photo to 1 and from 1 to the last', async () => {
    const user = await openAlbum();
    await user.click(screen.getByRole('link', { name: 'Open photo 4 of 5' }));
    const next = within(viewer()).getByRole('button', { name: 'Next photo' });
    const previous = within(viewer()).getByRole('button', { name: 'Previous photo' });

    await user.click(next);
    expect(counter()).toHaveTextContent('5 / 5');
    await user.click(next);
    expect(counter()).toHaveTextContent('1 / 5');
    expect(shownPhoto()).toHaveAccessibleName('Duo Night, photo 1 of 5');
    await user.click(previous);
    expect(counter()).toHaveTextContent('5 / 5');
    await user.click(previous);
    expect(counter()).toHaveTextContent('4 / 5');
  });

  it('pages with the arrow keys and closes on Escape, focus back on the thumbnail', async () => {
    const user = await openAlbum();
    const thumbnail = screen.getByRole('link', { name: 'Open photo 1 of 5' });
    await user.click(thumbnail);
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('5 / 5');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('2 / 5');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('closes with the close button and returns focus to the thumbnail that opened it', async () => {
    const user = await openAlbum();
    const thumbnail = screen.getByRole('link', { name: 'Open photo 2 of 5' });
    await user.click(thumbnail);
    await user.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
    await user.click(within(viewer()).getByRole('button', { name: 'Close photo viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on the photo', async () => {
    const user = await openAlbum();
    await user.click(screen.getByRole('link', { name: 'Open photo 2 of 5' }));
    await user.click(shownPhoto());
    expect(viewer()).toBeInTheDocument();
    await user.click(viewer());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the viewer', async () => {
    const user = await openAlbum();
    await user.click(screen.getByRole('link', { name: 'Open photo 2 of 5' }));
    const close = within(viewer()).getByRole('button', { name: 'Close photo viewer' });
    const next = within(viewer()).getByRole('button', { name: 'Next photo' });
    await user.tab();
    expect(within(viewer()).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('pages on a sideways swipe, and the click after a swipe does not close it', async () => {
    const user = await openAlbum();
    await user.click(screen.getByRole('link', { name: 'Open photo 2 of 5' }));
    const stage = viewer();
    act(() => {
      pointer(stage, 'pointerdown', 400);
      pointer(stage, 'pointerup', 200);
    });
    expect(counter()).toHaveTextContent('3 / 5');
    fireEvent.click(stage);
    expect(viewer()).toBeInTheDocument();
    act(() => {
      pointer(stage, 'pointerdown', 200);
      pointer(stage, 'pointerup', 420);
    });
    expect(counter()).toHaveTextContent('2 / 5');
    // a short drag is not a swipe
    act(() => {
      pointer(shownPhoto(), 'pointerdown', 200);
      pointer(shownPhoto(), 'pointerup', 230);
    });
    expect(counter()).toHaveTextContent('2 / 5');
  });

  it('stops the page behind from scrolling while open', async () => {
    const user = await openAlbum();
    await user.click(screen.getByRole('link', { name: 'Open photo 2 of 5' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

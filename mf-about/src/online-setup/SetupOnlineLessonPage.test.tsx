import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { panelOpen, panelSummary } from '@harmoni/shared/testing/accordionQueries';
import { serveContent } from '../testing/serveContent';
import SetupOnlineLessonPage from './SetupOnlineLessonPage';

const titles = ['Online Piano Lesson', 'Online Guitar / Ukulele Lesson', 'Online Vocal Lesson'];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/about/setup-online-lesson', element: <SetupOnlineLessonPage /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openPanels() {
  await screen.findByRole('heading', { level: 1, name: 'Online Lesson Set-Up' });
  return titles.filter((name) => panelOpen(panelSummary(name)));
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

describe('SetupOnlineLessonPage', () => {
  it.each([
    ['piano', 'Online Piano Lesson'],
    ['guitar', 'Online Guitar / Ukulele Lesson'],
    ['vocal', 'Online Vocal Lesson'],
  ])('?section=%s opens %s, and only that panel', async (section, title) => {
    serveContent();
    renderAt(`/about/setup-online-lesson?section=${section}`);
    expect(await openPanels()).toEqual([title]);
    expect(screen.getByRole('region', { name: title })).toBeVisible();
  });

  it.each(['', '?section=', '?section=drums'])(
    'starts with every panel collapsed for "%s"',
    async (query) => {
      serveContent();
      renderAt(`/about/setup-online-lesson${query}`);
      expect(await openPanels()).toEqual([]);
    },
  );

  it('shows equipment and camera tips, the page meta and Get Started', async () => {
    const fetchMock = serveContent();
    renderAt('/about/setup-online-lesson?section=piano');
    await openPanels();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://localhost:3999/assets/docs/setup-online-lesson.txt',
    );
    const piano = screen.getByRole('region', { name: 'Online Piano Lesson' });
    expect(piano).toHaveTextContent('Equipment');
    expect(piano).toHaveTextContent('Camera placement');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(
      `Online Lesson Set-Up | ${site.brand} - Music School in ${site.area}`,
    );
  });

  it('keeps one panel open at a time when the visitor chooses, without changing the URL', async () => {
    const user = userEvent.setup();
    serveContent();
    const router = renderAt('/about/setup-online-lesson?section=piano');
    await openPanels();
    await user.click(panelSummary('Online Vocal Lesson'));
    expect(await openPanels()).toEqual(['Online Vocal Lesson']);
    expect(router.state.location.search).toBe('?section=piano');
  });

  it('follows the query when it changes while on the page', async () => {
    serveContent();
    const router = renderAt('/about/setup-online-lesson?section=piano');
    expect(await openPanels()).toEqual(['Online Piano Lesson']);

    await act(() => router.navigate('/about/setup-online-lesson?section=guitar'));
    expect(await openPanels()).toEqual(['Online Guitar / Ukulele Lesson']);

    await act(() => router.navigate('/about/setup-online-lesson?section=unknown'));
    expect(await openPanels()).toEqual([]);

    await act(() => router.navigate(-2));
    expect(await openPanels()).toEqual(['Online Piano Lesson']);
  });

  it('opens the named panel again when a link names it again after the visitor chose another', async () => {
    const user = userEvent.setup();
    serveContent();
    const router = renderAt('/about/setup-online-lesson?section=vocal');
    await openPanels();
    await user.click(panelSummary('Online Piano Lesson'));
    await act(() => router.navigate('/about/setup-online-lesson?section=vocal'));
    expect(await openPanels()).toEqual(['Online Vocal Lesson']);
  });
});

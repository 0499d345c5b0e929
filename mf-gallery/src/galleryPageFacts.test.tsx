/** @jest-environment node */
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import { join } from 'node:path';
import ConcertPage from './concerts/ConcertPage';
import AlbumListPage from './albums/AlbumListPage';
import AlbumPage from './albums/AlbumPage';

// What the shell's server answers for the gallery's pages: the gallery remote decides them.
const read = publicFolderReader(join(__dirname, '../public'));
const unreadable = () => Promise.resolve({ status: 'unreadable' as const });

describe('an album page, as the server answers it', () => {
  const album = (url: string, reader = read) =>
    serverPageFacts(<AlbumPage />, { url, route: '/gallery/photo/:folder', read: reader });

  it('is found, with its name as title, its first thumbnail as main picture and its cover as preview', async () => {
    const { page } = await album('/gallery/photo/spring-recital-2026');
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('Spring Recital 2026');
    expect(page.mainPicture).toEqual({
      href: expect.stringContaining(
        'spring-recital-2026/thumbnails/spring-recital-2026%20(1).webp',
      ),
      type: 'image/webp',
    });
    expect(page.previewImage).toMatch(/spring-recital-2026\/spring-recital-2026%20\(\d+\)\.jpg$/);
  });

  it('is not found when its info is missing, and shows the not-found page without scripts', async () => {
    const { html, page } = await album('/gallery/photo/no-such-album');
    expect(page).toMatchObject({ status: 404, noindex: true });
    expect(html).toContain('Page not found');
  });

  it('is unconfirmed (503) when its info cannot be read', async () => {
    expect((await album('/gallery/photo/spring-recital-2026', unreadable)).page.status).toBe(503);
  });
});

describe('the photo gallery, as the server answers it', () => {
  it("offers the newest album's cover as its main picture", async () => {
    const { page } = await serverPageFacts(<AlbumListPage />, {
      url: '/gallery/photo',
      route: '/gallery/photo',
      read,
    });
    expect(page.status).toBe(200);
    expect(page.mainPicture?.href).toMatch(/ukulele-fun-day-2026\/thumbnails\/.+\.webp$/);
  });
});

describe('a concert page, as the server answers it', () => {
  const concert = (url: string) =>
    serverPageFacts(<ConcertPage />, { url, route: '/gallery/concert/:concert', read });

  it('is found when it is marked for display', async () => {
    const { page } = await concert('/gallery/concert/year-end-concert-2025');
    expect(page.status).toBe(200);
    expect(page.head.title).toMatch(/Year-End Concert/i);
  });

  it.each(['/gallery/concert/rehearsal-2024', '/gallery/concert/nope'])(
    '%s (hidden or unknown) is not found',
    async (url) => {
      expect((await concert(url)).page).toMatchObject({ status: 404, noindex: true });
    },
  );
});

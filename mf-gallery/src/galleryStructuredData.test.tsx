/** @jest-environment node */
import type { ReactNode } from 'react';
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { asNodes, missingProperties } from '@harmoni/shared/testing/richResults';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import { describedAs, shownDocument, shownText } from '@harmoni/shared/testing/shownDocument';
import { join } from 'node:path';
import AlbumListPage from './albums/AlbumListPage';
import AlbumPage from './albums/AlbumPage';
import ConcertPage from './concerts/ConcertPage';
import VideoGalleryPage from './videos/VideoGalleryPage';

// The gallery's pages as the shell's server answers them: where each sits, by what it shows.
const read = publicFolderReader(join(__dirname, '../public'));
const site = 'https://harmoni.example';

async function trailOf(page: ReactNode, url: string, route: string) {
  const { html, page: answer } = await serverPageFacts(page, { url, route, read });
  const list = describedAs(answer.jsonLd, 'BreadcrumbList');
  expect(list && missingProperties('BreadcrumbList', list)).toEqual([]);
  const items = asNodes(list?.itemListElement);
  for (const item of items) expect(missingProperties('ListItem', item)).toEqual([]);
  return { document: shownDocument(html), items };
}

describe('breadcrumbs of the gallery', () => {
  it.each([
    ['/gallery/photo/spring-recital-2026', '/gallery/photo/:folder'],
    ['/gallery/spring-recital-2026', '/gallery/:folder'],
  ])(
    'an album (%s) sits below the photo gallery its Back to Gallery link leads to',
    async (url, route) => {
      const { document, items } = await trailOf(<AlbumPage />, url, route);
      const back = [...document.querySelectorAll('a')].find((link) =>
        shownText(link).endsWith('Back to Gallery'),
      );
      expect(items.map((item) => [item.name, item.item])).toEqual([
        ['Home', `${site}/`],
        ['Photo Gallery', `${site}${back?.getAttribute('href')}`],
        // its one address, whichever it was reached by
        [shownText(document.querySelector('h1')), `${site}/gallery/photo/spring-recital-2026`],
      ]);
    },
  );

  it.each([
    [<AlbumListPage key="photos" />, '/gallery/photo'],
    [<VideoGalleryPage key="videos" />, '/gallery/video'],
    [<ConcertPage key="concert" />, '/gallery/concert/year-end-concert-2025'],
  ])('%#: %s sits below Home, by the title it shows', async (page, url) => {
    const route = url.startsWith('/gallery/concert/') ? '/gallery/concert/:concert' : url;
    const { document, items } = await trailOf(page, url, route);
    expect(items.map((item) => [item.name, item.item])).toEqual([
      ['Home', `${site}/`],
      [shownText(document.querySelector('h1')), `${site}${url}`],
    ]);
  });
});

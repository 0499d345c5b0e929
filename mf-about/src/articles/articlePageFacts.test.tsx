/** @jest-environment node */
// On the shell's server: no page, so the article is cleaned in jsdom's window.
jest.mock('./articleWindow', () => jest.requireActual('./articleWindow.server'));

import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import { join } from 'node:path';
import ArticlePage from './ArticlePage';

// What the shell's server answers for an article: the about remote decides it.
const read = publicFolderReader(join(__dirname, '../../public'));
const article = (url: string, reader = read) =>
  serverPageFacts(<ArticlePage />, { url, route: '/about/article/:article', read: reader });

describe('an article, as the server answers it', () => {
  it('is found, with its own head, its structured data and its opening figure as main picture', async () => {
    const { html, page } = await article('/about/article/learn-to-play-piano');
    expect(html).toContain('id="article-title"');
    expect(page.status).toBe(200);
    expect(page.head.type).toBe('article');
    expect(page.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
      expect.objectContaining({
        '@type': 'Article',
        url: 'https://harmoni.example/about/article/learn-to-play-piano',
      }),
    ]);
    expect(page.mainPicture).toEqual({
      href: expect.stringMatching(/^http.*\.webp$/),
      type: 'image/webp',
    });
  });

  it('has no main picture when it opens with text', async () => {
    const { page } = await article('/about/article/how-long-should-my-child-practise');
    expect(page.status).toBe(200);
    expect(page.mainPicture).toBeUndefined();
  });

  it('is not found when the directory does not list it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await article('/about/article/nope');
    expect(page).toMatchObject({ status: 404, noindex: true, jsonLd: [] });
  });

  it('is unconfirmed (503) when the directory cannot be read', async () => {
    const { page } = await article('/about/article/learn-to-play-piano', () =>
      Promise.resolve({ status: 'unreadable' }),
    );
    expect(page).toMatchObject({ status: 503, noindex: true });
  });
});

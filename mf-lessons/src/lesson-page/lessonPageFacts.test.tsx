/** @jest-environment node */
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import { join } from 'node:path';
import LessonPage from './LessonPage';

// What the shell's server answers for a lesson page: the lessons remote decides it.
const fromDisk = publicFolderReader(join(__dirname, '../../public'));
const render = (url: string, read = fromDisk) =>
  serverPageFacts(<LessonPage />, { url, route: '/lesson/:lesson', read });

describe('a lesson page, as the server answers it', () => {
  it('is found, with its own head, its hero as main and preview picture', async () => {
    const { html, page } = await render('/lesson/piano');
    expect(html).toContain('<h1');
    expect(page.status).toBe(200);
    expect(page.head.title).toMatch(/Piano/);
    expect(page.head.description).toBeTruthy();
    expect(page.mainPicture).toEqual({
      href: expect.stringMatching(/assets\/images\/lesson\/hero\/[^/]+\.webp$/),
      type: 'image/webp',
    });
    expect(page.previewImage).toMatch(/assets\/images\/lesson\/hero\/[^/]+\.jpg$/);
  });

  it('is not found when the lesson list has no page for it', async () => {
    const { html, page } = await render('/lesson/tuba');
    expect(html).toContain('Page not found');
    expect(page).toMatchObject({ status: 404, noindex: true, head: { title: 'Page Not Found' } });
  });

  it('is unconfirmed (503) when the lesson list cannot be read', async () => {
    const { page } = await render('/lesson/piano', () => Promise.resolve({ status: 'unreadable' }));
    expect(page).toMatchObject({ status: 503, noindex: true });
  });
});

/** @jest-environment node */
import type { ServerRead } from '@harmoni/shared/serverRender';
import { releaseContentReader } from './releaseContent';

describe("a release's content reads", () => {
  const base = 'https://cdn.example/releases/gallery/2.0.0-abc/';
  const read = jest.fn((url: string): Promise<ServerRead> =>
    Promise.resolve({ status: 'read', text: url }),
  );
  const readOwn = releaseContentReader(base, read);
  beforeEach(() => read.mockClear());

  it('reads its own files', async () => {
    await expect(readOwn(`${base}assets/docs/event.txt`)).resolves.toEqual({
      status: 'read',
      text: `${base}assets/docs/event.txt`,
    });
  });

  it.each([
    [
      'another release of its remote',
      'https://cdn.example/releases/gallery/1.0.0-old/assets/a.txt',
    ],
    ['another remote', 'https://cdn.example/releases/about/1.0.0/assets/a.txt'],
    ['the release host itself', 'https://cdn.example/registry.json'],
    ['a climb out of its folder', `${base}../1.0.0-old/assets/a.txt`],
    ['an encoded climb', `${base}%2e%2e/1.0.0-old/assets/a.txt`],
    ['another origin', 'https://cdn.example:8443/releases/gallery/2.0.0-abc/a.txt'],
    ['another scheme', 'file:///etc/passwd'],
    ['credentials', 'https://user:pw@cdn.example/releases/gallery/2.0.0-abc/a.txt'],
    ['no URL at all', 'assets/a.txt'],
    ['a file of its release outside its content folder', `${base}remoteEntry.js`],
    ['a query', `${base}assets/a.txt?x=1`],
    ['an encoded separator', `${base}assets/..%2f..%2fremoteEntry.js`],
  ])('reads nothing of %s', async (_what, url) => {
    await expect(readOwn(url)).resolves.toEqual({ status: 'unreadable' });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads nothing outside its content folder, however the path is written', async () => {
    for (const url of [
      `${base}mf-manifest.json`,
      `${base}ssr/remoteViews.cjs`,
      `${base}assets/../../1.0.0-old/assets/docs/x.txt`,
      `${base}assets/%2e%2e/%2e%2e/1.0.0-old/assets/x.txt`,
      `${base}assets/..%2f..%2f1.0.0-old/assets/x.txt`,
      `${base}assets/docs/x.txt?at=http://127.0.0.1:3005/`,
      'http://127.0.0.1:3005/api/general/enquiry',
      'not a url',
    ]) {
      expect([url, await readOwn(url)]).toEqual([url, { status: 'unreadable' }]);
    }
    expect(read).not.toHaveBeenCalled();
  });
});

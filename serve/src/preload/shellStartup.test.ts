/** @jest-environment node */
import { startupFilesName } from '@harmoni/shared/buildOutput';
import { createFakeDist, type FakeDist } from '../testing/fakeDist';
import { createHash } from 'node:crypto';
import { readStartupDigests, readStartupFiles, startupPreloads } from './shellStartup';

describe("the shell's start-up files", () => {
  let dist: FakeDist | undefined;
  afterEach(() => dist?.remove());

  it('become style and script preloads, in the order the build lists them', () => {
    expect(
      startupPreloads([
        '/static/css/async/2.b6.css',
        '/static/js/async/2.b1.js',
        '/static/js/async/2j.c4.js',
      ]),
    ).toEqual([
      { href: '/static/css/async/2.b6.css', as: 'style', fetchpriority: 'low' },
      { href: '/static/js/async/2.b1.js', as: 'script', fetchpriority: 'low' },
      { href: '/static/js/async/2j.c4.js', as: 'script', fetchpriority: 'low' },
    ]);
  });

  it('carry the digest and CORS mode the entry loads them with, read from the built files', () => {
    const files = { '/static/css/async/2.b6.css': 'a{}', '/static/js/async/2.b1.js': 'var a;' };
    dist = createFakeDist(
      Object.fromEntries(Object.entries(files).map(([href, text]) => [href.slice(1), text])),
    );
    const digests = readStartupDigests(dist.root, Object.keys(files));
    const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(startupPreloads(Object.keys(files), digests)).toEqual([
      {
        href: '/static/css/async/2.b6.css',
        as: 'style',
        fetchpriority: 'low',
        crossorigin: 'anonymous',
        integrity: sha384('a{}'),
      },
      {
        href: '/static/js/async/2.b1.js',
        as: 'script',
        fetchpriority: 'low',
        crossorigin: 'anonymous',
        integrity: sha384('var a;'),
      },
    ]);
    expect(() => readStartupDigests(dist?.root ?? '', ['/static/js/gone.js'])).toThrow(
      /lists \/static\/js\/gone\.js, which the build .* lacks/,
    );
  });

  it("are read from the build's list", () => {
    const files = ['/static/css/async/2.b6.css', '/static/js/async/2.b1.js'];
    dist = createFakeDist({ [startupFilesName]: JSON.stringify(files) });
    expect(readStartupFiles(dist.root)).toEqual(files);
  });

  it('are none for a build without the list', () => {
    dist = createFakeDist({ 'index.html': '<html></html>' });
    expect(readStartupFiles(dist.root)).toEqual([]);
  });

  it('stop the server from starting when the list is not one of scripts and styles', () => {
    for (const content of ['{"files":[]}', '["/static/js/a.js", 3]', '["/assets/logo.svg"]']) {
      dist = createFakeDist({ [startupFilesName]: content });
      expect(() => readStartupFiles(dist?.root ?? '')).toThrow(
        `${startupFilesName} should be a JSON list of .js and .css URLs`,
      );
      dist.remove();
    }
    dist = undefined;
  });
});

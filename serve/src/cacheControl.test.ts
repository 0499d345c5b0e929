/** @jest-environment node */
import { cacheControlFor, IMMUTABLE, NO_CACHE, ONE_DAY } from './cacheControl';

describe('cacheControlFor', () => {
  it.each([
    ['static/js/main.1a2b3c4d.js', IMMUTABLE],
    ['static/js/async/123.abcd.js', IMMUTABLE],
    ['static/css/main.5e6f.css', IMMUTABLE],
    ['static/js/main.1a2b3c4d.js.br', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['index.html.gz', NO_CACHE],
    ['remotes.json', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['mf-stats.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['static/js/remoteEntry.js', NO_CACHE],
    ['assets/docs/lessons/piano.txt', NO_CACHE],
    ['assets/images/gallery/info.txt', NO_CACHE],
    ['assets/images/gallery/cover.webp', ONE_DAY],
    ['favicon.ico', NO_CACHE],
    ['assets\\images\\logo.png', ONE_DAY],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

/** @jest-environment node */
import { isSpaNavigation } from './spaFallback';

const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('isSpaNavigation', () => {
  it.each([
    ['GET', '/lesson/piano', html, true],
    ['HEAD', '/gallery/photo/recital-2024.12', html, true],
    ['GET', '/about/faq?tab=fees#top', html, true],
    ['GET', '/lesson/piano', 'application/json', false],
    ['GET', '/lesson/piano', undefined, false],
    ['POST', '/lesson/piano', html, false],
    ['GET', '/static/js/gone.js', html, false],
    ['GET', '/static/page', html, false],
    ['GET', '/assets/docs/x.txt', html, false],
    ['GET', '/assets/anything', html, false],
    ['GET', '/favicon.ico', html, false],
    ['GET', '/old/page.html', html, false],
  ])('%s %s (accept %s) -> %s', (method, url, accept, expected) => {
    expect(isSpaNavigation(method, url, accept)).toBe(expected);
  });
});

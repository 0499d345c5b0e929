/** @jest-environment node */
// On the shell's server: no page, so the article is cleaned in jsdom's window, by the same rules.
jest.mock('./articleWindow', () => jest.requireActual('./articleWindow.server'));

import { sanitizeArticle } from './sanitizeArticle';

describe('sanitizeArticle on the server', () => {
  it('has no page window to use', () => {
    expect(typeof window).toBe('undefined');
  });

  it('keeps text, pictures and allowed players; drops scripts, handlers and other frames', () => {
    const html = sanitizeArticle(
      '<h2 onclick="x()">Scales</h2><script>alert(1)</script>' +
        '<img src="assets/images/a.jpg" alt="A">' +
        '<iframe src="https://www.youtube.com/embed/abc"></iframe>' +
        '<iframe src="https://evil.example/embed/abc"></iframe>' +
        '<a href="https://x.example" target="_blank">x</a>',
      { resolveMedia: (path) => `http://about.test/${path}` },
    );
    expect(html).toContain('<h2>Scales</h2>');
    expect(html).not.toContain('script');
    expect(html).toContain('<img src="http://about.test/assets/images/a.jpg" alt="A">');
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

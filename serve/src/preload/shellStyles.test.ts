/** @jest-environment node */
import { createFakeDist } from '../testing/fakeDist';
import { inlineStyleTag, readShellStyles } from './shellStyles';

describe('readShellStyles', () => {
  it("reads the start-up list's style sheets, in its order, and leaves its scripts", () => {
    const built = createFakeDist({
      'static/css/async/a.css': ':root { --gap: 8px }',
      'static/css/async/b.css': '.banner { height: 85vh }',
    });
    try {
      expect(
        readShellStyles(built.root, [
          '/static/css/async/a.css',
          '/static/js/async/a.js',
          '/static/css/async/b.css',
        ]),
      ).toEqual([
        { href: '/static/css/async/a.css', css: ':root { --gap: 8px }' },
        { href: '/static/css/async/b.css', css: '.banner { height: 85vh }' },
      ]);
    } finally {
      built.remove();
    }
  });

  it('refuses to start on a build that lacks a listed style sheet, and names it', () => {
    const built = createFakeDist({ 'index.html': '<html></html>' });
    try {
      expect(() => readShellStyles(built.root, ['/static/css/async/gone.css'])).toThrow(
        /lists \/static\/css\/async\/gone\.css, which the build .* lacks/,
      );
    } finally {
      built.remove();
    }
  });
});

describe('inlineStyleTag', () => {
  it('names the file for the CSS loader and cannot end its own element early', () => {
    expect(
      inlineStyleTag({ href: '/static/css/a.css', css: 'a::after { content: "</style>" }' }),
    ).toBe('<style data-href="/static/css/a.css">a::after { content: "<\\/style>" }</style>');
  });
});

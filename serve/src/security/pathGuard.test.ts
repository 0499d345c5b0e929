import { isAmbiguousPath } from './pathGuard';

describe('isAmbiguousPath', () => {
  it.each([
    '//ssr/renderShellView.cjs',
    '/static//js/index.js',
    '/./ssr/renderShellView.cjs',
    '/static/../ssr/renderShellView.cjs',
    '/..',
    '/%2e%2e/ssr/renderShellView.cjs',
    '/%2E/ssr/renderShellView.cjs',
    '/ssr%2frenderShellView.cjs',
    '/static%2F..%2Fssr',
    '/static%5c..%5cssr',
    '/static\\..\\ssr',
    '/about%00.html',
  ])('refuses %s', (path) => {
    expect(isAmbiguousPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/about/article/learn-to-play-piano',
    '/gallery/photo/recital-2024.12',
    '/static/js/index.1234abcd.js',
    '/contact?instrument=piano&next=//x',
    '/lesson/piano#faq',
    '/about/article/what%20to%20expect',
  ])('admits %s', (path) => {
    expect(isAmbiguousPath(path)).toBe(false);
  });
});

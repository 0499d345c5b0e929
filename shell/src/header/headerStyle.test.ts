import { HEADER_SCROLL_THRESHOLD_PX, isScrolledPast, isStaticHeaderPath } from './headerStyle';

describe('isStaticHeaderPath', () => {
  it.each([
    '/about',
    '/about/faq',
    '/gallery/photo',
    '/gallery/concert/x',
    '/contact',
    '/terms',
    '/privacy-policy',
  ])('%s gets the static header', (path) => {
    expect(isStaticHeaderPath(path)).toBe(true);
  });

  it.each(['/', '/lesson/piano', '/lesson/online-lesson', '/no-such-page'])(
    '%s gets the transparent header',
    (path) => {
      expect(isStaticHeaderPath(path)).toBe(false);
    },
  );
});

describe('isScrolledPast', () => {
  it('turns solid only after more than 1px', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(1);
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(1)).toBe(false);
    expect(isScrolledPast(2)).toBe(true);
  });
});

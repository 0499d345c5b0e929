import { canGoBack } from './leaveArticle';

describe('canGoBack', () => {
  it("trusts the router's entry number: the first page of the visit has no way back", () => {
    expect(canGoBack({ usr: null, key: 'default', idx: 0 }, 5)).toBe(false);
    expect(canGoBack({ usr: null, key: 'a1b2', idx: 1 }, 2)).toBe(true);
    expect(canGoBack({ idx: 3 }, 1)).toBe(true);
  });

  it('falls back to the length of the history without an entry number', () => {
    expect(canGoBack(null, 1)).toBe(false);
    expect(canGoBack(null, 2)).toBe(true);
    expect(canGoBack({ other: true }, 1)).toBe(false);
    expect(canGoBack({ idx: 'x' }, 3)).toBe(true);
    expect(canGoBack('state', 1)).toBe(false);
  });
});

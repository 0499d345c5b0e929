import { awardModalDismissed, rememberAwardModalDismissed } from './awardDismissal';

beforeEach(() => {
  sessionStorage.clear();
});

describe('the award modal dismissal', () => {
  it('is not remembered at the start of a visit', () => {
    expect(awardModalDismissed()).toBe(false);
  });

  it('is remembered for the rest of the visit once given', () => {
    rememberAwardModalDismissed();
    expect(awardModalDismissed()).toBe(true);
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('counts as not given when storage is blocked, and remembering then does no harm', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(awardModalDismissed(blocked)).toBe(false);
    expect(() => rememberAwardModalDismissed(blocked)).not.toThrow();
    expect(awardModalDismissed(undefined)).toBe(false);
  });
});

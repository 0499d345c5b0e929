import { swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('reads a leftward swipe as next and a rightward swipe as previous', () => {
    expect(swipeDirection({ x: 300, y: 200 }, { x: 120, y: 210 })).toBe('next');
    expect(swipeDirection({ x: 120, y: 200 }, { x: 300, y: 190 })).toBe('previous');
  });

  it('ignores short drags and taps', () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 100, y: 100 })).toBeUndefined();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 60, y: 100 })).toBeUndefined();
  });

  it('ignores mostly vertical drags', () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 30, y: 300 })).toBeUndefined();
  });
});

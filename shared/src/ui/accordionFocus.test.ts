import { focusTarget } from './accordionFocus';

describe('focusTarget', () => {
  it('moves down and up, wrapping around the ends', () => {
    expect(focusTarget(0, 'ArrowDown', 3)).toBe(1);
    expect(focusTarget(2, 'ArrowDown', 3)).toBe(0);
    expect(focusTarget(1, 'ArrowUp', 3)).toBe(0);
    expect(focusTarget(0, 'ArrowUp', 3)).toBe(2);
  });

  it('jumps to the first and last question', () => {
    expect(focusTarget(1, 'Home', 4)).toBe(0);
    expect(focusTarget(1, 'End', 4)).toBe(3);
  });

  it('leaves other keys, and an empty accordion, alone', () => {
    expect(focusTarget(0, 'Enter', 3)).toBeUndefined();
    expect(focusTarget(0, 'a', 3)).toBeUndefined();
    expect(focusTarget(0, 'ArrowDown', 0)).toBeUndefined();
  });
});

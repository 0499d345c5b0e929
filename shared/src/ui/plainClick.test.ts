import type { MouseEvent } from 'react';
import { isPlainClick } from './plainClick';

const click = (init: Partial<MouseEvent>) =>
  ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
  }) as MouseEvent;

describe('isPlainClick', () => {
  it('takes a plain primary click', () => {
    expect(isPlainClick(click({}))).toBe(true);
  });

  it.each([
    { button: 1 },
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
  ])('leaves %o to the browser', (init) => {
    expect(isPlainClick(click(init))).toBe(false);
  });
});

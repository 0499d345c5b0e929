import { photosAround, wrapPhotoIndex } from './wrapPhotoIndex';

describe('wrapPhotoIndex', () => {
  it('goes from the last photo to the first', () => {
    expect(wrapPhotoIndex(13, 12)).toBe(1);
  });

  it('goes from the first photo to the last', () => {
    expect(wrapPhotoIndex(0, 12)).toBe(12);
  });

  it('leaves photos inside the album alone', () => {
    expect([1, 2, 6, 12].map((index) => wrapPhotoIndex(index, 12))).toEqual([1, 2, 6, 12]);
  });

  it('keeps a one-photo album on its photo', () => {
    expect(wrapPhotoIndex(2, 1)).toBe(1);
    expect(wrapPhotoIndex(0, 1)).toBe(1);
  });

  it('wraps steps of more than one photo', () => {
    expect(wrapPhotoIndex(-1, 6)).toBe(5);
    expect(wrapPhotoIndex(15, 6)).toBe(3);
  });

  it('refuses an album without photos', () => {
    expect(() => wrapPhotoIndex(1, 0)).toThrow(RangeError);
  });
});

describe('photosAround', () => {
  it('is the photo with its neighbours, wrapping at the ends', () => {
    expect(photosAround(5, 8)).toEqual([4, 5, 6]);
    expect(photosAround(1, 8)).toEqual([8, 1, 2]);
    expect(photosAround(8, 8)).toEqual([7, 8, 1]);
  });

  it('lists each photo once in tiny albums', () => {
    expect(photosAround(1, 2)).toEqual([2, 1]);
    expect(photosAround(1, 1)).toEqual([1]);
  });
});

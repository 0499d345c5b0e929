/**
 * Photo numbers run 1..total and wrap around: one past the last photo is photo 1, one before
 * photo 1 is the last.
 */
export function wrapPhotoIndex(index: number, total: number): number {
  if (!Number.isInteger(total) || total < 1) {
    throw new RangeError(`An album needs at least one photo, got ${total}`);
  }
  return ((((index - 1) % total) + total) % total) + 1;
}

/** The photo shown and its neighbours: the only full-size images worth loading. */
export function photosAround(index: number, total: number): number[] {
  const around = [wrapPhotoIndex(index - 1, total), index, wrapPhotoIndex(index + 1, total)];
  return [...new Set(around)];
}

export interface Point {
  x: number;
  y: number;
}

/** How far a finger must travel sideways before a drag counts as a swipe. */
export const swipeDistance = 50;

/**
 * A mostly horizontal drag of at least swipeDistance pixels: leftwards shows the next photo
 * (the photo is pushed away), rightwards the previous one.
 */
export function swipeDirection(from: Point, to: Point): 'next' | 'previous' | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < swipeDistance || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 ? 'next' : 'previous';
}

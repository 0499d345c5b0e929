/**
 * The button a key moves focus to in an accordion of `count` panels (WAI-ARIA accordion
 * pattern): arrows move and wrap around, Home and End jump to the ends. Other keys: none.
 */
export function focusTarget(current: number, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

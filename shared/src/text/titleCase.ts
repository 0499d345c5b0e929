/** 'online lessons' -> 'Online Lessons'; words keep their inner letters' case as written. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) =>
      word.trim() === '' ? word : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

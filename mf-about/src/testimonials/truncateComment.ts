/** SPEC section 9: longer comments are cut here, with a Show button for the rest. */
export const commentLimit = 100;

export interface ShortComment {
  text: string;
  truncated: boolean;
}

/**
 * A comment of at most 100 characters is shown whole; a longer one as its first 100 and an
 * ellipsis. Characters are counted as the reader sees them, so an emoji is never cut in half.
 */
export function truncateComment(comment: string, limit = commentLimit): ShortComment {
  const characters = Array.from(comment);
  if (characters.length <= limit) return { text: comment, truncated: false };
  return { text: `${characters.slice(0, limit).join('')}…`, truncated: true };
}

import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is a plain one, that the page may take over (a link that opens a
 * viewer or a player in place once hydrated). A click with another button or a modifier key
 * stays the browser's: a new tab or window, a download.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

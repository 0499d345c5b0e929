import { useSyncExternalStore } from 'react';
import { previewBannerId } from '../preview/previewBanner';

/**
 * Whether this page is drawn for a preview: the shell's server writes the preview banner into
 * every previewed page before any script runs, and into no other.
 */
export function isPreviewing(doc: Document | undefined = globalThis.document): boolean {
  return doc?.getElementById(previewBannerId)?.dataset.release !== undefined;
}

const unchanging = () => () => {};

/**
 * isPreviewing for a render: false on the server and while the browser hydrates (the server's
 * HTML never has it, so hydration matches), then the page's own answer.
 */
export function usePreviewing(): boolean {
  return useSyncExternalStore(unchanging, isPreviewing, () => false);
}

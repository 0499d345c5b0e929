import { hintsAroundMainContent } from '../preload/mainPicture';
import { defaultHeadParts, defaultHintParts, renderHead, type HeadPartContext } from './renderHead';
import type { PageTemplate } from './pageTemplate';

/**
 * A page as sent: the built document with the page's head, its hints at the end of the head
 * (only the main picture's fetched at once, the rest once the main content is on screen), and
 * the drawn view in the root. `moreHead` follows the head parts (the releases' digests).
 */
export function pageDocument(
  template: PageTemplate,
  context: HeadPartContext,
  view?: string,
  moreHead = '',
): string {
  const { now, later } = hintsAroundMainContent(context.preloads ?? []);
  const hinted: HeadPartContext = { ...context, preloads: now, laterPreloads: later };
  return template.render(
    renderHead(hinted, defaultHeadParts) + moreHead,
    renderHead(hinted, defaultHintParts),
    view,
    context.nonce,
  );
}

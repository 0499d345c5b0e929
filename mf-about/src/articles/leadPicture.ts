import type { PagePicture } from '@harmoni/shared/pageFacts';
import { articleWindow } from './articleWindow';

/** A srcset with one candidate: its URL (a set of widths would need the page's sizes too). */
function singleCandidate(srcset: string | null | undefined): string | undefined {
  if (!srcset || srcset.includes(',')) return undefined;
  return srcset.trim().split(/\s+/)[0] || undefined;
}

/**
 * The picture an article opens with, as the page's main picture: the server hints it at high
 * priority, and the page's code starts once it is on screen (shell/src/startup/afterMainContent.ts).
 * An article whose body begins with a figure shows that picture first thing, above the fold; one
 * that begins with text has no such picture (a figure further down is not the first screen's).
 * `html` is the cleaned body, its media URLs already resolved against the remote.
 */
export function articleLeadPicture(html: string): PagePicture | undefined {
  const template = articleWindow().document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  if (first?.tagName !== 'FIGURE') return undefined;
  const webp = first.querySelector('picture > source[type="image/webp"]');
  if (webp) {
    const url = singleCandidate(webp.getAttribute('srcset'));
    return url ? { href: url, type: 'image/webp' } : undefined;
  }
  const img = first.querySelector('img');
  const src = singleCandidate(img?.getAttribute('srcset')) ?? img?.getAttribute('src');
  return src ? { href: src } : undefined;
}

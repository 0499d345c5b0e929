import type { DecidedPage } from '@harmoni/shared/pageFacts';
import type { PreloadLink } from './remotePreloads';

/**
 * The page's main picture, fetched first (the page's code also waits for it to be on screen;
 * shell/src/startup/mainPicture.ts finds it by this high priority). With several
 * widths, the same choice as the page's <source>, so the hint fetches its pick.
 */
export function mainPictureHint(
  href: string,
  type: string | undefined,
  widths?: { srcset: string; sizes: string },
): PreloadLink {
  return {
    href,
    as: 'image',
    type,
    fetchpriority: 'high',
    ...(widths && { imagesrcset: widths.srcset, imagesizes: widths.sizes }),
  };
}

/** The hint for the main picture a page's render stated, if it has one. */
export function mainPictureHints({ mainPicture: picture }: DecidedPage): PreloadLink[] {
  if (!picture) return [];
  const widths =
    picture.srcset && picture.sizes ? { srcset: picture.srcset, sizes: picture.sizes } : undefined;
  return [mainPictureHint(picture.href, picture.type, widths)];
}

const isMainPictureHint = (link: PreloadLink): boolean =>
  link.as === 'image' && link.fetchpriority === 'high';

export interface PageHints {
  /** fetched as the head is read */
  now: PreloadLink[];
  /** fetched once the page's main content is on screen (see laterHintsTag) */
  later: PreloadLink[];
}

/**
 * Only the main picture's hint (where the page has one) is fetched at once; every other hint
 * waits until the page's main content is on screen, as its code does
 * (shell/src/startup/afterMainContent.ts): the picture, or the page the server drew. Fetched
 * sooner, the code would only take the line's bandwidth from the picture and from index.js,
 * which the page needs first, and could not start any earlier.
 */
export function hintsAroundMainContent(preloads: readonly PreloadLink[]): PageHints {
  return {
    now: preloads.filter(isMainPictureHint),
    later: preloads.filter((link) => !isMainPictureHint(link)),
  };
}

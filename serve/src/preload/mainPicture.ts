import type { PreloadLink } from './remotePreloads';

/**
 * The page's main picture, fetched first (the page's code also waits for it to be on screen;
 * shell/src/startup/afterMainPicture.ts, which finds it by this high priority). With several
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

const isMainPictureHint = (link: PreloadLink): boolean =>
  link.as === 'image' && link.fetchpriority === 'high';

export interface PageHints {
  /** fetched as the head is read */
  now: PreloadLink[];
  /** fetched once the main picture is on screen (see laterHintsTag) */
  later: PreloadLink[];
}

/**
 * With a main picture, every other hint waits for it: the page's code starts only once that
 * picture is on screen (shell/src/startup/afterMainPicture.ts), so fetching the code sooner
 * would only take the line's bandwidth from the picture and from index.js, which the page needs
 * first. Without one, everything is fetched at once.
 */
export function hintsAroundMainPicture(preloads: readonly PreloadLink[]): PageHints {
  const picture = preloads.filter(isMainPictureHint);
  if (picture.length === 0) return { now: [...preloads], later: [] };
  return { now: picture, later: preloads.filter((link) => !isMainPictureHint(link)) };
}

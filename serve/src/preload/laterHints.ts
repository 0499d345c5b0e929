import type { PreloadLink } from './remotePreloads';

/** The page's main picture's hint: an image fetched at high priority (see registerPages.ts). */
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

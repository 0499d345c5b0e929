/**
 * The page's main picture is the one its server hints at high priority (a hero, an article's
 * figure). Its one import is a module of constants without imports: this runs in the shell's
 * entry chunk, before federation has shared anything.
 */
import { mainPictureHintSelector as HINT } from '@harmoni/shared/pageMarkup';

/** The URLs of a srcset attribute's candidates, made absolute. */
function srcsetUrls(srcset: string | null, base: string): string[] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, base).href);
}

/** The URLs the server's hint may fetch: its href and each width of its srcset. */
export function hintedPictureUrls(hint: HTMLLinkElement, base: string): Set<string> {
  const href = hint.getAttribute('href');
  return new Set([
    ...(href ? [new URL(href, base).href] : []),
    ...srcsetUrls(hint.getAttribute('imagesrcset'), base),
  ]);
}

/**
 * Every URL an image may show: its own, and its <picture>'s sources' (before it has chosen one,
 * its currentSrc is empty and its src is the fallback format).
 */
function imageUrls(image: HTMLImageElement, base: string): string[] {
  const sources =
    image.parentElement?.tagName === 'PICTURE'
      ? [...image.parentElement.querySelectorAll('source')]
      : [];
  return [
    image.currentSrc,
    image.src,
    ...srcsetUrls(image.getAttribute('srcset'), base),
    ...sources.flatMap((source) => srcsetUrls(source.getAttribute('srcset'), base)),
  ].filter(Boolean);
}

/** The <img> showing the hinted picture, if the page has one. */
export function mainPicture(doc: Document): HTMLImageElement | undefined {
  const hint = doc.querySelector<HTMLLinkElement>(HINT);
  if (!hint) return undefined;
  const urls = hintedPictureUrls(hint, doc.baseURI);
  return [...doc.images].find((image) =>
    imageUrls(image, doc.baseURI).some((url) => urls.has(url)),
  );
}

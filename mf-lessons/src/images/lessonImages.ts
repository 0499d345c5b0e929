import { lessonContent } from '../content';

/** 'piano.jpg' -> 'piano.webp': the generator writes a .webp beside every .jpg and .png. */
export function webpSibling(url: string): string | undefined {
  return /\.(jpe?g|png)$/i.test(url) ? url.replace(/\.(jpe?g|png)$/i, '.webp') : undefined;
}

/** A lesson card picture, named in lesson.txt. */
export function cardImageUrl(image: string): string {
  return lessonContent.assetUrl(`assets/images/lesson/${encodeURIComponent(image)}`);
}

/** A lesson page hero picture, named in the page's content file. */
export function heroImageUrl(image: string): string {
  return lessonContent.assetUrl(`assets/images/lesson/hero/${encodeURIComponent(image)}`);
}

import { lessonContent } from '../content';
import { cardImagePath, heroImagePath } from './imagePaths';

export { webpSibling } from './imagePaths';

/** A lesson card picture, named in lesson.txt. */
export function cardImageUrl(image: string): string {
  return lessonContent.assetUrl(cardImagePath(image));
}

/** A lesson page hero picture, named in the page's content file. */
export function heroImageUrl(image: string): string {
  return lessonContent.assetUrl(heroImagePath(image));
}

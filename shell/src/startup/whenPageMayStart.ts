import { afterMainPicture } from './afterMainPicture';
import { insertLaterHints } from './laterHints';

/**
 * Resolves when the page's code may start, in both builds: once its main picture is on screen
 * (afterMainPicture.ts), with the page's other files then asked for (laterHints.ts).
 */
export async function whenPageMayStart(doc: Document = document): Promise<void> {
  await afterMainPicture(doc);
  insertLaterHints(doc);
}

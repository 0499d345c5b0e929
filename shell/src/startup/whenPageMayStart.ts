import { yieldToMain } from '../scheduling/yieldToMain';
import { afterMainContent } from './afterMainContent';
import { insertLaterHints } from './laterHints';

/**
 * Resolves when the page's code may start, in both builds: once its main content is on screen
 * (afterMainContent.ts), with the page's other files then asked for (laterHints.ts). Its first
 * look at the page waits for a task of its own: the entry's evaluation (the federation runtime's
 * set-up, or the single bundle) is a long task already.
 */
export async function whenPageMayStart(doc: Document = document): Promise<void> {
  await yieldToMain();
  await afterMainContent(doc);
  await insertLaterHints(doc);
}

/**
 * A page sends its hints (the page's code and content; all but its main picture's) inert, in a
 * <template>: they would share the line with the picture and with index.js, and the code starts
 * only once the main content is on screen anyway (afterMainContent.ts). Moving them into the
 * head then fetches them in parallel, before the code asks for them one by one.
 *
 * Free of the shared singleton, as afterMainContent.ts is (both run from the entry chunk): the
 * id comes from the markers module, which has no imports.
 */
import { laterHintsId } from '@harmoni/shared/pageMarkup';
import { yieldToMain } from '../scheduling/yieldToMain';

/**
 * Moves the page's later hints into its head, where the browser fetches them; once. Each hint
 * starts its fetch as it goes in, which costs the main thread a few milliseconds on a slow phone
 * (the contact page's ten took 22-31 ms at 4x in one task), so each goes in a task of its own, in
 * the server's order.
 */
export async function insertLaterHints(
  doc: Document,
  pause: () => Promise<void> = yieldToMain,
): Promise<void> {
  const template = doc.getElementById(laterHintsId);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const hints = [...doc.importNode(template.content, true).children];
  for (const [index, hint] of hints.entries()) {
    if (index > 0) await pause();
    doc.head.append(hint);
  }
}

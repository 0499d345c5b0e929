/**
 * A page sends its hints (the page's code and content; all but its main picture's) inert, in a
 * <template>: they would share the line with the picture and with index.js, and the code starts
 * only once the main content is on screen anyway (afterMainContent.ts). Moving them into the
 * head then fetches them all at once, in parallel, before the code asks for them one by one.
 *
 * Kept free of imports, as afterMainContent.ts is: the server writes this id from
 * `laterHintsId` in @harmoni/shared/routes (laterHints.test.ts holds the two together).
 */
export const LATER_HINTS_ID = 'later-hints';

/** Moves the page's later hints into its head, where the browser fetches them; once. */
export function insertLaterHints(doc: Document): void {
  const template = doc.getElementById(LATER_HINTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(doc.importNode(template.content, true));
  template.remove();
}

/** For the start-up tests: a page whose server hints a lesson's hero at two widths. */
export const HERO_HINT =
  '<link rel="preload" as="image" fetchpriority="high" href="http://localhost:3001/hero/piano-800.webp" imagesrcset="http://localhost:3001/hero/piano-800.webp 800w, http://localhost:3001/hero/piano-1600.webp 1600w">';

/** The test document, with the given head and body. */
export function pageWith(head: string, body: string): Document {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  return document;
}

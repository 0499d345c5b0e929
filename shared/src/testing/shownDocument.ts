import { JSDOM } from 'jsdom';

/** For tests: HTML the server drew, as a document to read what a visitor without scripts sees. */
export function shownDocument(html: string): Document {
  return new JSDOM(html).window.document;
}

/** An element's text as shown: its words, with runs of white space as one space. */
export const shownText = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The questions of a page's accordions, each with the answer its panel shows. */
export function shownFaqs(document: Document): { q: string; a: string }[] {
  return [...document.querySelectorAll('details')].map((details) => {
    const summary = details.querySelector('summary');
    const panel = [...details.children].filter((child) => child !== summary);
    return { q: shownText(summary), a: panel.map(shownText).join(' ').trim() };
  });
}

/** The page's structured data of one type, as the server answers it (none: undefined). */
export function describedAs(
  jsonLd: readonly unknown[],
  type: string,
): Record<string, unknown> | undefined {
  return (JSON.parse(JSON.stringify(jsonLd)) as Record<string, unknown>[]).find(
    (node) => node['@type'] === type,
  );
}

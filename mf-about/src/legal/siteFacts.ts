import { fullAddress, site } from '@harmoni/shared';
import type { LegalDocument, LegalSection } from './legalDocument';

/** The placeholders a content file may use instead of repeating the school's facts. */
const facts = new Map<string, () => string>([
  ['brand', () => site.brand],
  ['area', () => site.area],
  ['city', () => site.city],
  ['state', () => site.state],
  ['country', () => site.country],
  ['address', fullAddress],
  ['email', () => site.email],
  ['phone', () => site.phone],
  ['established', () => String(site.established)],
]);

/** The names of every placeholder that fillSiteFacts replaces, like 'brand' for '{brand}'. */
export const siteFactNames: readonly string[] = [...facts.keys()];

/** '{brand} is at {address}' -> the school's name and address from the site config. */
export function fillSiteFacts(text: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const fact = facts.get(name);
    return fact ? fact() : placeholder;
  });
}

function fillSection({ heading, paragraphs, list }: LegalSection): LegalSection {
  const filled: LegalSection = {
    heading: fillSiteFacts(heading),
    paragraphs: paragraphs.map(fillSiteFacts),
  };
  if (list) filled.list = list.map(fillSiteFacts);
  return filled;
}

/** The same document with the school's facts filled into every piece of text. */
export function fillLegalDocument(doc: LegalDocument): LegalDocument {
  return {
    ...doc,
    title: fillSiteFacts(doc.title),
    description: fillSiteFacts(doc.description),
    sections: doc.sections.map(fillSection),
  };
}

import { fillSiteFacts } from '@harmoni/shared/siteFacts';
import type { LegalDocument, LegalSection } from './legalDocument';

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

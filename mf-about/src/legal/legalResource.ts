import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { parseLegalDocument, type LegalDocument } from './legalDocument';

/** The legal content files of this remote (assets/docs/legal/{file}.txt), named as their routes. */
export const legalFiles = ['terms', 'privacy-policy'] as const;
export type LegalFile = (typeof legalFiles)[number];

const resources = new Map<LegalFile, ContentResource<LegalDocument>>();

/** One resource object per file, so its identity is stable across renders. */
export function legalResource(file: LegalFile): ContentResource<LegalDocument> {
  let resource = resources.get(file);
  if (!resource) {
    resource = {
      url: aboutContent.assetUrl(`assets/docs/legal/${file}.txt`),
      parse: parseLegalDocument,
    };
    resources.set(file, resource);
  }
  return resource;
}

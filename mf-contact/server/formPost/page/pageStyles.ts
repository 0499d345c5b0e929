import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The style files of the enquiry server's page, in order: shared's tokens and base rules, the
 * contact form's own rules (its CSS-module class names used as plain ones) and this page's.
 * By path from mf-contact's folder; shared lies beside it in the repository. The compiled server
 * carries copies of them beside itself, under these names (rsbuild.server.config.ts).
 */
export const pageStyleFiles = {
  'tokens.css': '../shared/src/styles/tokens.css',
  'base.css': '../shared/src/styles/base.css',
  'enquiry-form.css': 'src/enquiry/EnquiryForm.module.css',
  'enquiry-page.css': 'server/formPost/page/enquiryPage.css',
} as const;

/** The folder the compiled server keeps its copies in, beside main.mjs. */
export const compiledPageStyles = 'page-styles';

/**
 * The page's rules, read once at start: from the sources (`contactDir`, mf-contact's folder) or,
 * in a compiled server, from its own copies (`copiesDir`), so a deployable needs no source.
 */
export function readPageStyles(location: { contactDir: string } | { copiesDir: string }): string {
  return Object.entries(pageStyleFiles)
    .map(([name, source]) =>
      'copiesDir' in location ? join(location.copiesDir, name) : join(location.contactDir, source),
    )
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/@import [^;]+;/g, '');
}

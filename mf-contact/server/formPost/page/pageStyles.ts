import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rules of the enquiry server's page, read once at start from the files the site itself is
 * styled with: shared's tokens and base rules, the contact form's own rules (its CSS-module class
 * names used as plain ones) and this page's. `contactDir` is mf-contact's folder; shared lies
 * beside it, as it does wherever the deployable is built from.
 */
export function readPageStyles(contactDir: string): string {
  const styles = join(contactDir, '..', 'shared', 'src', 'styles');
  const files = [
    join(styles, 'tokens.css'),
    join(styles, 'base.css'),
    join(contactDir, 'src', 'enquiry', 'EnquiryForm.module.css'),
    join(contactDir, 'server', 'formPost', 'page', 'enquiryPage.css'),
  ];
  return files
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/@import [^;]+;/g, '');
}

import { readFileSync } from 'node:fs';

/** The built index.html, split once at start around the place the page's head goes. */
export interface PageTemplate {
  /** the document with this head in place of the build's static title and description */
  render(head: string): string;
  /** the template as built, for what else is derived from it (the CSP's style hashes) */
  html: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

export function parsePageTemplate(html: string): PageTemplate {
  const title = TITLE.exec(html);
  let before: string;
  let after: string;
  if (title) {
    before = html.slice(0, title.index);
    after = html.slice(title.index + title[0].length);
  } else {
    const headEnd = html.search(/<\/head>/i);
    if (headEnd < 0) throw new Error('index.html has no </head>');
    before = html.slice(0, headEnd);
    after = html.slice(headEnd);
  }
  before = before.replace(DESCRIPTION, '');
  after = after.replace(DESCRIPTION, '');
  return { html, render: (head) => `${before}${head}${after}` };
}

export function loadPageTemplate(file: string): PageTemplate {
  return parsePageTemplate(readFileSync(file, 'utf8'));
}

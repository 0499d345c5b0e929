import { readFileSync } from 'node:fs';

/** The built index.html, split once at start around the places the page's head goes. */
export interface PageTemplate {
  /**
   * The document with this head in place of the build's static title and description, and the
   * hints at the end of the head: after the build's own scripts, which start the page, so the
   * browser asks for those first (deferred scripts and the hints are requested in document order).
   */
  render(head: string, hints?: string): string;
  /** the template as built, for what else is derived from it (the CSP's style hashes) */
  html: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

export function parsePageTemplate(html: string): PageTemplate {
  const title = TITLE.exec(html);
  const found = html.search(/<\/head>/i);
  if (!title && found < 0) throw new Error('index.html has no </head>');
  // A template without </head> (a bare fragment) gets its hints right after the head.
  const headEnd = found < 0 ? (title?.index ?? 0) + (title?.[0].length ?? 0) : found;
  const headStart = title && title.index < headEnd ? title.index : headEnd;
  const titleEnd = title && title.index < headEnd ? headStart + title[0].length : headEnd;
  const before = html.slice(0, headStart).replace(DESCRIPTION, '');
  const middle = html.slice(titleEnd, headEnd).replace(DESCRIPTION, '');
  const after = html.slice(headEnd).replace(DESCRIPTION, '');
  return {
    html,
    render: (head, hints = '') => `${before}${head}${middle}${hints ? `  ${hints}\n` : ''}${after}`,
  };
}

export function loadPageTemplate(file: string): PageTemplate {
  return parsePageTemplate(readFileSync(file, 'utf8'));
}

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
  const headEnd = html.search(/<\/head>/i);
  if (!title && headEnd < 0) throw new Error('index.html has no </head>');
  // The page's head replaces the built title; without one it goes at the end of the head.
  const [headStart, titleEnd] = title
    ? [title.index, title.index + title[0].length]
    : [headEnd, headEnd];
  // A fragment without </head> gets its hints right after the page's head.
  const hintsAt = headEnd < 0 ? titleEnd : headEnd;
  const [before, middle, after] = [
    html.slice(0, headStart),
    html.slice(titleEnd, hintsAt),
    html.slice(hintsAt),
  ].map((part) => part.replace(DESCRIPTION, '')) as [string, string, string];
  return {
    html,
    render: (head, hints = '') => `${before}${head}${middle}${hints ? `  ${hints}\n` : ''}${after}`,
  };
}

export function loadPageTemplate(file: string): PageTemplate {
  return parsePageTemplate(readFileSync(file, 'utf8'));
}

import { readFileSync } from 'node:fs';
import { pageDrawnId, pageLoaderFadingClass, pageLoaderId } from '@harmoni/shared/pageMarkup';
import { nonceAttribute } from '../security/contentSecurityPolicy';

/** The built index.html, split once at start around the places the page's head goes. */
export interface PageTemplate {
  /**
   * The document with this head in place of the build's static title and description, and the
   * hints at the end of the head: after the build's own scripts, which start the page, so the
   * browser asks for those first (deferred scripts and the hints are requested in document order).
   * A view (the shell's server-rendered HTML) goes inside the root element; the start-up loader
   * then fades out at once, since the page is already there to see, and the first frame waits for
   * the whole view (EXPECT_VIEW). The build's own scripts carry `nonce` (the response's), so
   * they run under the page's policy; nothing the view holds is given it.
   */
  render(head: string, hints?: string, view?: string, nonce?: string): string;
  /** whether the template has an empty root element for a view to go in */
  takesView: boolean;
  /** the template as built, for what else is derived from it (the CSP's style hashes) */
  html: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
const EMPTY_ROOT = /(<div id="root">)(<\/div>)/;
/** The loader's opening tag as built, and as sent with a view (faded as the shell fades it). */
const LOADER = `<div id="${pageLoaderId}" class="page-loader"`;
const FADING_LOADER = `<div id="${pageLoaderId}" class="page-loader ${pageLoaderFadingClass}" aria-hidden="true"`;

/**
 * Holds the first frame until the whole view is parsed (`rel=expect`, Chrome 124 and later;
 * other browsers ignore it). Otherwise Chrome paints whatever part the parser has reached and
 * lays the page out again with each later part: three layouts on the contact page, the first
 * (with the fonts' set-up) 40-160 ms at 4x, where one layout of the whole page took 76 ms. The
 * view is in the first response, so the wait is the parser's, not the network's.
 */
const EXPECT_VIEW = `<link rel="expect" href="#${pageDrawnId}" blocking="render" />\n`;

/**
 * Where the build's own scripts open (`<script`, not its JSON data blocks, which never run):
 * each gets the response's nonce there. Marked once at start, with a character no HTML holds.
 */
const BUILT_SCRIPT = /<script\b(?![^>]*\btype=["']application\/(?:ld\+)?json["'])/gi;
const NONCE_SLOT = '\u0000';

/** The body with the view in its root, the marker after it, and the loader already fading. */
function withView(body: string, view: string): string {
  return body
    .replace(LOADER, FADING_LOADER)
    .replace(
      EMPTY_ROOT,
      (_match, open: string, close: string) =>
        `${open}${view}${close}<template id="${pageDrawnId}"></template>`,
    );
}

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
  const parts = [html.slice(0, headStart), html.slice(titleEnd, hintsAt), html.slice(hintsAt)].map(
    (part) =>
      part
        .replace(DESCRIPTION, '')
        .replace(BUILT_SCRIPT, (tag) => `${tag}${NONCE_SLOT}`)
        .split(NONCE_SLOT),
  );
  const takesView = EMPTY_ROOT.test(parts[2]?.join('') ?? '');
  return {
    html,
    takesView,
    render: (head, hints = '', view, nonce) => {
      // the template's own parts get the nonce before the view goes in
      const [before = '', middle = '', after = ''] = parts.map((part) =>
        part.join(nonceAttribute(nonce)),
      );
      const drawn = view !== undefined && takesView;
      return `${before}${drawn ? EXPECT_VIEW : ''}${head}${middle}${hints ? `  ${hints}\n` : ''}${
        drawn ? withView(after, view) : after
      }`;
    },
  };
}

export function loadPageTemplate(file: string): PageTemplate {
  return parsePageTemplate(readFileSync(file, 'utf8'));
}

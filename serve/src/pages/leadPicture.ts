/**
 * The picture an article opens with, as the page's main picture: the server hints it at high
 * priority, and the page's code starts once it is on screen (shell/src/startup/afterMainContent.ts).
 * An article whose body begins with a figure shows that picture first thing, above the fold; one
 * that begins with text has no such picture (a figure further down is not the first screen's).
 */
export interface LeadPicture {
  href: string;
  /** 'image/webp' when the figure offers WebP, which is what the page then shows */
  type?: string;
}

type FragmentParser = (html: string) => DocumentFragment;

let parser: Promise<FragmentParser> | undefined;

/** jsdom's fragment parser (the server already carries jsdom for the views), loaded once. */
function fragmentParser(): Promise<FragmentParser> {
  parser ??= import('jsdom').then((module) => {
    // as CommonJS code requires it: the package's exports object, under default when imported
    const { JSDOM } = (module as unknown as { default?: typeof module }).default ?? module;
    return (html: string) => JSDOM.fragment(html);
  });
  return parser;
}

/** A srcset with one candidate: its URL (a set of widths would need the page's sizes too). */
function singleCandidate(srcset: string | null | undefined): string | undefined {
  if (!srcset || srcset.includes(',')) return undefined;
  return srcset.trim().split(/\s+/)[0] || undefined;
}

/** The lead picture of an article's body, its URL resolved against the remote's `base`. */
export async function articleLeadPicture(
  body: string,
  base: string,
): Promise<LeadPicture | undefined> {
  const first = (await fragmentParser())(body).firstElementChild;
  if (first?.tagName !== 'FIGURE') return undefined;
  const webp = first.querySelector('picture > source[type="image/webp"]');
  if (webp) {
    const url = singleCandidate(webp.getAttribute('srcset'));
    return url ? { href: new URL(url, base).href, type: 'image/webp' } : undefined;
  }
  const img = first.querySelector('img');
  const src = singleCandidate(img?.getAttribute('srcset')) ?? img?.getAttribute('src');
  return src ? { href: new URL(src, base).href } : undefined;
}

/** Where the about remote keeps article bodies (mf-about's articleContentUrl). */
const ARTICLE_BODY = /\/assets\/docs\/articles\/content\/[^/]+\.html$/;

/** The article body among the content files a drawn page carries, if it carries one. */
export function articleBodyOf(content: Readonly<Record<string, string>>): string | undefined {
  const url = Object.keys(content).find((key) => ARTICLE_BODY.test(new URL(key).pathname));
  return url === undefined ? undefined : content[url];
}

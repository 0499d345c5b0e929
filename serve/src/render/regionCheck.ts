import { allowedRedirect, type PageFacts } from '@harmoni/shared/pageFacts';
import { z } from 'zod';
import { ownPages } from '../pages/sitemap';
import { checkRegionHtml } from './regionHtml';

/** What a region's worker answered, once the shell's server has checked it. */
export interface CheckedRegionResult {
  html: string;
  facts: PageFacts;
  /** the modules it drew: its own, and the services it was given that it used */
  views: string[];
}

/** What the region is, as the server asked for it: its checks depend on it. */
export interface RegionAsked {
  /** the remote's name ('gallery') */
  remote: string;
  /** its release's base URL: the only place its pictures may come from */
  baseUrl: string;
  moduleId: string;
  /** the services it was given */
  services: readonly string[];
}

const text = (max: number) => z.string().max(max);
const picture = z.strictObject({
  href: text(2_000),
  type: text(100).optional(),
  srcset: text(8_000).optional(),
  sizes: text(500).optional(),
});
/** A schema.org node with its context, or a graph of them: what the head's JSON-LD carries. */
const jsonLd = z
  .looseObject({ '@context': z.literal('https://schema.org') })
  .refine((node) => '@type' in node || '@graph' in node, 'a schema.org node needs @type or @graph');

/** What a region may state about its page: the same fields as PageFacts, bounded. */
const factsSchema = z.strictObject({
  head: z
    .strictObject({
      title: text(300),
      description: text(1_000).optional(),
      keywords: text(1_000).optional(),
      type: z.enum(['website', 'article']).optional(),
      canonicalPath: text(300).optional(),
    })
    .optional(),
  // a status is one of the three a page may state, never a number of its choosing
  status: z.enum(['found', 'not-found', 'unconfirmed']).optional(),
  redirect: z.strictObject({ to: text(300), permanent: z.boolean() }).optional(),
  jsonLd: z.record(text(100), jsonLd),
  mainPicture: picture.optional(),
  previewImage: text(2_000).optional(),
});

const regionSchema = z.strictObject({
  html: z.string(),
  facts: factsSchema,
  views: z.array(text(200)).max(20),
});

/** Structured data larger than this, in all, is not a page's. */
const MAX_JSON_LD = 32_000;

/** The URLs of a srcset ('a.webp 800w, b.webp 1600w' -> a.webp, b.webp). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/, 1)[0] ?? '')
    .filter((url) => url !== '');

/** Whether a URL is a file of the release (http or https, under its base URL). */
function isReleaseFile(url: string, baseUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.href.startsWith(baseUrl);
  } catch {
    return false;
  }
}

/** Why the facts are refused, if they are: each may speak only of the region's own page. */
function refusedFacts(facts: PageFacts, asked: RegionAsked): string | undefined {
  const canonical = facts.head?.canonicalPath;
  if (canonical !== undefined && ownPages(asked.remote, [canonical]).length === 0) {
    return `a canonical path that is not one of ${asked.remote}'s pages (${canonical})`;
  }
  if (facts.redirect && allowedRedirect(facts.redirect.to) === undefined) {
    return `a redirect the route table does not allow (${facts.redirect.to})`;
  }
  const pictures = [
    ...(facts.mainPicture
      ? [facts.mainPicture.href, ...srcsetUrls(facts.mainPicture.srcset ?? '')]
      : []),
    ...(facts.previewImage === undefined ? [] : [facts.previewImage]),
  ];
  const foreign = pictures.find((url) => !isReleaseFile(url, asked.baseUrl));
  if (foreign !== undefined) return `a picture from outside its release (${foreign})`;
  if (JSON.stringify(facts.jsonLd).length > MAX_JSON_LD) return 'too much structured data';
  return undefined;
}

/**
 * A region as a remote's worker answered it, checked before the shell uses any of it: its facts
 * against the schema and its own page (canonical path, pictures from its release, a redirect
 * the route table allows), the modules it says it drew against those it was given, and its HTML
 * parsed and written out again balanced, with nothing in it that no region may carry
 * (regionHtml.ts). Anything else refuses the whole region, with the reason.
 */
export function checkRegion(
  raw: unknown,
  asked: RegionAsked,
): { region: CheckedRegionResult } | { refused: string } {
  const parsed = regionSchema.safeParse(raw);
  if (!parsed.success) {
    return { refused: `an answer that is not a region's: ${z.prettifyError(parsed.error)}` };
  }
  const { html, views } = parsed.data;
  // checked node by node above; schema.org's own types are only for the shell's code
  const facts = parsed.data.facts as unknown as PageFacts;
  const allowed = new Set([asked.moduleId, ...asked.services]);
  const stranger = views.find((view) => !allowed.has(view));
  if (stranger !== undefined) return { refused: `a module it was not given (${stranger})` };
  const refused = refusedFacts(facts, asked);
  if (refused !== undefined) return { refused };
  const checked = checkRegionHtml(html);
  if ('refused' in checked) return { refused: `HTML with ${checked.refused}` };
  return { region: { html: checked.html, facts, views } };
}

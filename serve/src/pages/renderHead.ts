import { documentTitle, headTags, type HeadTag } from '@harmoni/shared/pageHead';
import type { ServerRenderData } from '@harmoni/shared/serverRender';
import {
  laterHintsTag,
  preloadTag,
  remoteEntriesTag,
  remoteListTag,
  serverRenderTag,
  stylesheetTag,
} from '../preload/preloadTags';
import type { PreloadLink } from '../preload/remotePreloads';
import { inlineStyleTag, type InlineStyle } from '../preload/shellStyles';
import type { LinkedStyleSheet } from '../preload/viewStyles';
import { structuredDataPageAttribute } from '@harmoni/shared/pageMarkup';
import { escapeHtml, scriptJson } from './escape';
import type { DecidedPage } from '@harmoni/shared/pageFacts';

/** What every part of the head may use. */
export interface HeadPartContext {
  page: DecidedPage;
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  /** /remotes.json, inlined so the shell starts without fetching it */
  remoteList?: Readonly<Record<string, string>>;
  /** remote name -> entry URL, read from the manifests, so the browser skips them */
  remoteEntries?: Readonly<Record<string, string>>;
  /** files the page will need, fetched while the shell's own scripts arrive */
  preloads?: readonly PreloadLink[];
  /** files the page will need once its main content is on screen (see preload/mainPicture.ts) */
  laterPreloads?: readonly PreloadLink[];
  /** the shell's styles, inline in the head when the page comes server-rendered */
  inlineStyles?: readonly InlineStyle[];
  /** the styles of the remote parts the server drew into the page */
  stylesheets?: readonly LinkedStyleSheet[];
  /** those parts, and the content they read */
  serverRender?: ServerRenderData;
  /**
   * this response's script nonce: the page's own scripts and hints carry it, so they run and
   * load under its Content-Security-Policy ('strict-dynamic', no hosts)
   */
  nonce?: string;
}

/** One piece of the head, as HTML; '' when it has nothing to say for this page. */
export type HeadPart = (context: HeadPartContext) => string;

function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'link') return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
  return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`;
}

export const titlePart: HeadPart = ({ page }) =>
  `<title>${escapeHtml(documentTitle(page.head))}</title>`;

export const robotsPart: HeadPart = ({ page }) =>
  page.noindex ? '<meta name="robots" content="noindex" />' : '';

/** Description, keywords, canonical URL, Open Graph and Twitter: the same builder as the pages. */
export const describingTagsPart: HeadPart = ({ page, siteUrl }) =>
  headTags(page.head, {
    siteUrl,
    path: page.path,
    image: page.previewImage,
  })
    .map(tagHtml)
    .join('\n    ');

/** data-page lets the client drop it once the visitor moves to another page. */
export const structuredDataPart: HeadPart = ({ page }) =>
  page.jsonLd
    .map(
      (data) =>
        `<script type="application/ld+json" ${structuredDataPageAttribute}="${escapeHtml(page.path)}">${scriptJson(data)}</script>`,
    )
    .join('\n    ');

export const remoteListPart: HeadPart = ({ remoteList }) =>
  remoteList ? remoteListTag(remoteList) : '';

export const remoteEntriesPart: HeadPart = ({ remoteEntries }) =>
  remoteEntries ? remoteEntriesTag(remoteEntries) : '';

export const inlineStylePart: HeadPart = ({ inlineStyles = [] }) =>
  inlineStyles.map(inlineStyleTag).join('\n    ');

export const stylesheetPart: HeadPart = ({ stylesheets = [] }) =>
  stylesheets.map(stylesheetTag).join('\n    ');

export const serverRenderPart: HeadPart = ({ serverRender }) =>
  serverRender ? serverRenderTag(serverRender) : '';

export const preloadPart: HeadPart = ({ preloads = [], nonce }) =>
  preloads.map((link) => preloadTag(link, nonce)).join('\n    ');

export const laterPreloadPart: HeadPart = ({ laterPreloads = [], nonce }) =>
  laterHintsTag(laterPreloads, nonce);

/**
 * The head parts, in order. This list is the one place to add more: a HeadPart gets the
 * resolved page and answers its HTML.
 */
export const defaultHeadParts: readonly HeadPart[] = [
  titlePart,
  robotsPart,
  describingTagsPart,
  structuredDataPart,
  remoteListPart,
  remoteEntriesPart,
  serverRenderPart,
  inlineStylePart,
  stylesheetPart,
];

/** What goes at the end of the head, after the build's own scripts (see PageTemplate.render). */
export const defaultHintParts: readonly HeadPart[] = [preloadPart, laterPreloadPart];

export function renderHead(
  context: HeadPartContext,
  parts: readonly HeadPart[] = defaultHeadParts,
): string {
  return parts
    .map((part) => part(context))
    .filter((html) => html !== '')
    .join('\n    ');
}

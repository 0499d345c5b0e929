import { LRUCache } from 'lru-cache';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import {
  inlineRemoteEntriesId,
  inlineRemoteIntegrityId,
  inlineRemoteListId,
  laterHintsId,
  pageDrawnId,
  pageLoaderId,
  regionSlotAttribute,
  regionSlotEndAttribute,
  serverRenderElementId,
} from '@harmoni/shared/pageMarkup';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A region's HTML larger than this is not a page region. */
const MAX_REGION_CHARS = 2_000_000;

/** Elements a region never draws: they would run code, change the document or leave the page. */
const refusedElements = new Set([
  'script',
  'meta',
  'base',
  'link',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  // parsed as text here but as markup by a browser without scripts
  'noscript',
]);

/** Ids the shell's own markup uses: a region's element of the same id would shadow it. */
const reservedIds = new Set([
  inlineRemoteListId,
  inlineRemoteEntriesId,
  inlineRemoteIntegrityId,
  serverRenderElementId,
  laterHintsId,
  pageLoaderId,
  pageDrawnId,
]);

const voidElements = new Set([
  'area',
  'br',
  'col',
  'hr',
  'img',
  'input',
  'source',
  'track',
  'wbr',
  'base',
  'embed',
  'link',
  'meta',
]);

/** Where the parser drops one newline after the start tag (and the serializer puts it back). */
const leadingNewline = new Set(['pre', 'textarea', 'listing']);

export type CheckedRegion = { html: string } | { refused: string };

/** Why an attribute is refused, if it is. */
function refusedAttribute(element: Element, name: string, value: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return `an event handler attribute (${name}) on <${element.tagName}>`;
  if (lower === 'srcdoc') return `a srcdoc document on <${element.tagName}>`;
  if (lower === regionSlotAttribute || lower === regionSlotEndAttribute) return 'a slot marker';
  // what a browser reads as a script URL once white space and control characters are dropped
  const url = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (url.includes('javascript:') || url.includes('vbscript:')) {
    return `a script URL in ${name} on <${element.tagName}>`;
  }
  if (lower === 'id' && reservedIds.has(value)) return `the shell's own id "${value}"`;
  return undefined;
}

/**
 * A region's HTML as the shell's server will put it in the page, or why it is refused. It is
 * parsed (parse5, as a browser parses a fragment) and written out again from the tree, so it is
 * balanced: it cannot close or reopen the shell's elements around its slot. A region that React
 * drew is already balanced; one that needed the parser's repairs (an end tag it never opened,
 * an element left open, anything the parser dropped) or that carries what no region may (a
 * script, a <meta> refresh, a <base>, <link>, <object> or <embed>, an event handler or script
 * URL, a slot marker of its own, one of the shell's ids) is refused whole, and its slot keeps
 * the loading state the browser then draws over.
 */
export function checkRegionHtml(html: string): CheckedRegion {
  if (html.length > MAX_REGION_CHARS) return { refused: `${html.length} characters of HTML` };
  // the same region comes again and again (a page's content changes seldom): checked once
  const known = checkedLately.get(html);
  if (known) return known;
  const checked = checkParsed(html);
  checkedLately.set(html, checked);
  return checked;
}

/** Regions checked lately, by their HTML, a few megabytes at most. */
const checkedLately = new LRUCache<string, CheckedRegion>({
  maxSize: 16_000_000,
  sizeCalculation: (checked, html) =>
    2 * (html.length + ('html' in checked ? checked.html.length : 0)) + 1,
});

function checkParsed(html: string): CheckedRegion {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  // every character of the source must belong to a node the parser kept, where it was written
  const spans: [number, number, allowedGap?: boolean][] = [];
  let refused: string | undefined;

  const visit = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (refused) return;
      const at = node.sourceCodeLocation;
      if (node.nodeName === '#text' || node.nodeName === '#comment') {
        if (at) spans.push([at.startOffset, at.endOffset]);
        continue;
      }
      if (!('tagName' in node)) continue;
      const element = node;
      const tag = element.tagName.toLowerCase();
      if (refusedElements.has(tag)) {
        refused = `a <${tag}> element`;
        return;
      }
      for (const { name, value } of element.attrs) {
        refused ??= refusedAttribute(element, name, value);
      }
      const location = element.sourceCodeLocation;
      if (!location?.startTag) refused ??= `a <${tag}> the parser had to add`;
      else if (!voidElements.has(tag) && !location.endTag) refused ??= `a <${tag}> left open`;
      if (refused || !location?.startTag) return;
      spans.push([location.startTag.startOffset, location.startTag.endOffset]);
      if (location.endTag) spans.push([location.endTag.startOffset, location.endTag.endOffset]);
      if (leadingNewline.has(tag) && html[location.startTag.endOffset] === '\n') {
        spans.push([location.startTag.endOffset, location.startTag.endOffset + 1, true]);
      }
      visit(element.childNodes);
      if (tag === 'template')
        visit((element as DefaultTreeAdapterMap['template']).content.childNodes);
    }
  };
  visit(fragment.childNodes);
  if (refused) return { refused };

  spans.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  for (const [start, end] of spans) {
    if (start > covered) {
      return {
        refused: `markup the parser dropped (${JSON.stringify(html.slice(covered, start).slice(0, 40))})`,
      };
    }
    covered = Math.max(covered, end);
  }
  if (covered < html.length) {
    return {
      refused: `markup the parser dropped (${JSON.stringify(html.slice(covered).slice(0, 40))})`,
    };
  }
  return { html: serialize(fragment) };
}

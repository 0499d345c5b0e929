/**
 * What the gate reads from a page's HTML as the server sent it: its title, the main part (the
 * region a remote draws) and the views the server drew it with. "Unchanged" tolerates what
 * differs between two answers of the same page (nonces, the preview banner, which is outside
 * the main part) and nothing else.
 */
import type { ServerRenderData } from '@harmoni/shared/serverRender';
import { serverRenderElementId } from '@harmoni/shared/pageMarkup';

/** The page's <title>, its entities as sent. */
export function titleOf(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
}

/** What is inside <main id="main-content">: the page's own region. */
export function mainRegionOf(html: string): string | undefined {
  const open = /<main\b[^>]*\bid="main-content"[^>]*>/i.exec(html);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const end = html.lastIndexOf('</main>');
  return end < start ? undefined : html.slice(start, end);
}

/** The server's note of what it drew (ServerRenderData), as the shell writes it. */
const serverRenderNote = new RegExp(
  `<script[^>]*\\bid="${serverRenderElementId}"[^>]*>([\\s\\S]*?)<\\/script>`,
  'i',
);

/** The modules the server drew the page with (its note), or none. */
export function serverViewsOf(html: string): string[] {
  const note = serverRenderNote.exec(html)?.[1];
  if (!note) return [];
  try {
    const views = (JSON.parse(note) as Partial<Record<keyof ServerRenderData, unknown>>).views;
    return Array.isArray(views) ? views.filter((view) => typeof view === 'string') : [];
  } catch {
    return [];
  }
}

/** Markup with what differs between two answers of one page taken out: nonces, spacing. */
export const normalisedMarkup = (html: string) =>
  html
    .replace(/\snonce="[^"]*"/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Where two texts first differ, as 'expected "…" found "…"' around that place; undefined when
 * they are the same.
 */
export function firstDifference(
  expected: string,
  found: string,
  around = 60,
): { expected: string; found: string } | undefined {
  if (expected === found) return undefined;
  let at = 0;
  while (at < expected.length && at < found.length && expected[at] === found[at]) at += 1;
  const from = Math.max(0, at - around / 2);
  const cut = (text: string) =>
    `${from > 0 ? '…' : ''}${text.slice(from, at + around)}${text.length > at + around ? '…' : ''}`;
  return { expected: cut(expected), found: cut(found) };
}

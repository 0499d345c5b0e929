import type { ViewStyleSheet } from './remotePreloads';
import { textReader } from '../pages/textReader';
import { matchesIntegrity } from '../render/verifiedViews';
import type { InlineStyle } from './shellStyles';

/** A drawn part's style sheet the page links rather than carries: with its digest, if recorded. */
export interface LinkedStyleSheet {
  url: string;
  integrity?: string;
}

/** How many style sheets are kept: their names are hashed, so a kept one never goes stale. */
const KEPT = 200;

/**
 * The style sheets of the parts a page's server view drew, read so the page can carry them
 * inline: it then paints styled without a render-blocking request to each remote's origin.
 * A sheet that cannot be read is left out (the page links it instead); each is reported once.
 * A sheet the registry records a digest for goes inline only with those bytes: one changed on
 * its host is linked with its digest instead, so the browser refuses it as it would its chunk.
 */
export function viewStyleReader(options: {
  timeoutMs?: number;
  warn: (message: string) => void;
}): (
  sheets: readonly ViewStyleSheet[],
) => Promise<{ inline: InlineStyle[]; linked: LinkedStyleSheet[] }> {
  const read = textReader({
    timeoutMs: options.timeoutMs,
    warn: (url, reason) =>
      options.warn(`Could not read ${url}, the page links it instead: ${reason}`),
  });
  const kept = new Map<string, Promise<string | undefined>>();
  const refused = new Set<string>();
  /** Whether the sheet's text is what its release recorded (or it records nothing). */
  const asRecorded = (sheet: ViewStyleSheet, css: string): boolean => {
    if (
      sheet.integrity === undefined ||
      matchesIntegrity(Buffer.from(css, 'utf8'), sheet.integrity)
    ) {
      return true;
    }
    if (!refused.has(`${sheet.url} ${sheet.integrity}`)) {
      refused.add(`${sheet.url} ${sheet.integrity}`);
      if (refused.size > KEPT) refused.delete(refused.values().next().value as string);
      options.warn(
        `Refused to inline ${sheet.url}: its bytes do not match the registry's digest ${sheet.integrity}; the page links it with that digest, which the browser checks`,
      );
    }
    return false;
  };

  const cssOf = async (url: string): Promise<string | undefined> => {
    let css = kept.get(url);
    if (!css) {
      css = read(url).then((answer) => (answer.status === 'read' ? answer.text : undefined));
      kept.set(url, css);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    const text = await css;
    // a failure is asked again on a later page
    if (text === undefined) kept.delete(url);
    return text;
  };

  // The page carries each sheet under the name its CSS loader looks for (data-href), so the
  // loader finds it there and does not fetch it again.
  return async (sheets) => {
    const read = await Promise.all(
      sheets.map(async (sheet) => {
        const css = await cssOf(sheet.url);
        return { ...sheet, css: css !== undefined && asRecorded(sheet, css) ? css : undefined };
      }),
    );
    return {
      inline: read.flatMap(({ href, css }) => (css === undefined ? [] : [{ href, css }])),
      linked: read.flatMap(({ url, integrity, css }) =>
        css === undefined ? [{ url, ...(integrity && { integrity }) }] : [],
      ),
    };
  };
}

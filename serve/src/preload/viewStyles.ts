import type { ViewStyleSheet } from './remotePreloads';
import { textReader } from '../pages/textReader';
import type { InlineStyle } from './shellStyles';

/** How many style sheets are kept: their names are hashed, so a kept one never goes stale. */
const KEPT = 200;

/**
 * The style sheets of the parts a page's server view drew, read so the page can carry them
 * inline: it then paints styled without a render-blocking request to each remote's origin.
 * A sheet that cannot be read is left out (the page links it instead); each is reported once.
 */
export function viewStyleReader(options: {
  timeoutMs?: number;
  warn: (message: string) => void;
}): (sheets: readonly ViewStyleSheet[]) => Promise<{ inline: InlineStyle[]; linked: string[] }> {
  const read = textReader({
    timeoutMs: options.timeoutMs,
    warn: (url, reason) =>
      options.warn(`Could not read ${url}, the page links it instead: ${reason}`),
  });
  const kept = new Map<string, Promise<string | undefined>>();

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
      sheets.map(async (sheet) => ({ ...sheet, css: await cssOf(sheet.url) })),
    );
    return {
      inline: read.flatMap(({ href, css }) => (css === undefined ? [] : [{ href, css }])),
      linked: read.flatMap(({ url, css }) => (css === undefined ? [url] : [])),
    };
  };
}

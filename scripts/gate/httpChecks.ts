/**
 * The gate's cheap checks, over HTTP: every page asked for twice, as the live site answers
 * everyone and through the candidate's preview. Each must answer 200 with a title; the
 * candidate's own pages must be drawn by the server with their module; every other remote's page
 * must send the same title and the same main region, byte for byte but for nonces.
 */
import type { GatePage } from './gatePages';
import type { GateFailure } from './gateReport';
import { shown } from './gateReport';
import {
  firstDifference,
  mainRegionOf,
  normalisedMarkup,
  serverViewsOf,
  titleOf,
} from './pageAnswer';

export interface PageAnswer {
  status: number;
  html: string;
}

/** Asks the site for a path, live or through the preview. */
export type PageFetcher = (path: string, preview: boolean) => Promise<PageAnswer>;

/** How many pages are asked for at once: the machine's server is shared with visitors. */
const AT_ONCE = 3;

/** Runs `check` over `items`, a few at a time, in order of the answers. */
export async function inTurns<T, R>(
  items: readonly T[],
  check: (item: T, index: number) => Promise<R>,
  atOnce = AT_ONCE,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await check(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/** The failed checks of one page. */
export function pageFailures(
  page: GatePage,
  url: string,
  candidate: string,
  live: PageAnswer,
  preview: PageAnswer,
): GateFailure[] {
  const failures: GateFailure[] = [];
  const fail = (check: string, expected: string, found: string) =>
    failures.push({ url, check, expected, found });
  if (preview.status !== 200) {
    fail('status', '200', `${preview.status}${live.status === 200 ? ' (live: 200)' : ''}`);
    return failures;
  }
  const title = titleOf(preview.html);
  if (!title) fail('title', 'a <title>', 'none');
  const others = page.owner !== candidate;
  if (others && title && live.status === 200 && title !== titleOf(live.html)) {
    fail('title unchanged', `${shown(titleOf(live.html))} (live)`, shown(title));
  }
  if (
    page.owner === candidate &&
    page.module &&
    !serverViewsOf(preview.html).includes(page.module)
  ) {
    fail(
      'drawn by the server',
      `${page.module} among the views the server drew`,
      shown(serverViewsOf(preview.html).join(', ') || 'none (the browser draws it)'),
    );
  }
  if (others && page.owner !== 'shell' && live.status === 200) {
    const difference = firstDifference(
      normalisedMarkup(mainRegionOf(live.html) ?? ''),
      normalisedMarkup(mainRegionOf(preview.html) ?? ''),
    );
    if (difference) {
      fail(
        'server HTML unchanged',
        `${shown(difference.expected)} (live)`,
        shown(difference.found),
      );
    }
  }
  return failures;
}

/**
 * Every page, live and through the preview. `droppedByCandidate`: the candidate's pages its own
 * sitemap no longer lists (a concert it removed); their answer is the candidate's business.
 */
export async function httpChecks({
  pages,
  candidate,
  site,
  fetchPage,
  droppedByCandidate = new Set<string>(),
}: {
  pages: readonly GatePage[];
  candidate: string;
  site: string;
  fetchPage: PageFetcher;
  droppedByCandidate?: ReadonlySet<string>;
}): Promise<GateFailure[]> {
  const checked = pages.filter((page) => !droppedByCandidate.has(page.path));
  const found = await inTurns(checked, async (page) => {
    const [live, preview] = await Promise.all([
      fetchPage(page.path, false),
      fetchPage(page.path, true),
    ]);
    return pageFailures(page, `${site}${page.path}`, candidate, live, preview);
  });
  return found.flat();
}

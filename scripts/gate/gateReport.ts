/**
 * What the integration gate found, as the promote prints it: one line per failed check (the
 * page, the check, what was expected and what was found, a screenshot), then the time it took.
 */

/** One check that failed, on one page. */
export interface GateFailure {
  /** the page's address on the live site */
  url: string;
  /** the check's name ('status', 'title', 'unchanged text', 'console errors', …) */
  check: string;
  expected: string;
  found: string;
  /** a picture of the page through the preview, when one was taken */
  screenshot?: string;
}

/** What the gate did, for the command's output and the history. */
export interface GateSummary {
  /** pages asked over HTTP, each with and without the preview */
  pagesOverHttp: number;
  /** pages opened in Chromium through the preview (and live, to compare) */
  pagesInBrowser: number;
  tookMs: number;
}

export const secondsOf = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A value as it goes in a line of the report: quoted and cut short. */
export function shown(value: string | undefined, max = 120): string {
  if (value === undefined) return 'nothing';
  const line = value.replace(/\s+/g, ' ').trim();
  return JSON.stringify(line.length > max ? `${line.slice(0, max)}…` : line);
}

/** The refusal's report: which page, which check, expected vs found, and its screenshot. */
export function gateReport(
  candidate: string,
  failures: readonly GateFailure[],
  summary: GateSummary,
  folder: string,
): string {
  const lines = failures.map(
    (failure) =>
      `  - ${failure.url}  [${failure.check}]  expected ${failure.expected}, found ${failure.found}${
        failure.screenshot ? `\n      screenshot: ${failure.screenshot}` : ''
      }`,
  );
  return [
    `Refused to promote ${candidate}: the integration gate found ${failures.length} failed check${
      failures.length === 1 ? '' : 's'
    }; the live site is unchanged:`,
    ...lines,
    `The gate's screenshots and report: ${folder}`,
    gateLine(summary),
  ].join('\n');
}

/** 'integration gate: 33 pages over HTTP (live and preview), 14 in Chromium, 41.2 s' */
export const gateLine = (summary: GateSummary) =>
  `integration gate: ${summary.pagesOverHttp} pages over HTTP (live and preview), ${
    summary.pagesInBrowser
  } in Chromium, ${secondsOf(summary.tookMs)}`;

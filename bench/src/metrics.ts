/** The parts of a Lighthouse result the benchmark reads (typed structurally, so tests can build one). */
export interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, AuditResult | undefined>;
  /** Lighthouse's quick CPU benchmark of the machine at the time of the run */
  environment?: { benchmarkIndex?: number };
}

interface AuditResult {
  numericValue?: number;
  details?: {
    items?: (NetworkRequest & ObservedMetrics)[];
  };
}

export interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  /** observed, in ms from the start of the page load */
  networkRequestTime?: number;
  networkEndTime?: number;
}

interface ObservedMetrics {
  observedLargestContentfulPaint?: number;
}

/**
 * How many requests had to finish one after another before the main content painted: the
 * longest run of requests in which each started only after the one before it had finished,
 * all finished by the observed LCP. (Lighthouse's own critical-chain audit does not count
 * requests a script injects, which is how a federated page loads its remotes.) Only what the
 * page asks for counts: the browser's own requests of type 'Other', such as the tab's icon,
 * never hold up the content.
 */
export function sequentialChainLength(
  requests: readonly NetworkRequest[],
  untilMs: number,
): number {
  const timed = requests
    .filter(
      (
        request,
      ): request is NetworkRequest & { networkRequestTime: number; networkEndTime: number } =>
        request.networkRequestTime !== undefined &&
        request.networkEndTime !== undefined &&
        request.networkEndTime <= untilMs &&
        request.resourceType !== 'Other',
    )
    .sort((a, b) => a.networkEndTime - b.networkEndTime);
  const depth: number[] = [];
  timed.forEach((request, index) => {
    let best = 0;
    for (let before = 0; before < index; before += 1) {
      if ((timed[before]?.networkEndTime ?? Infinity) <= request.networkRequestTime) {
        best = Math.max(best, depth[before] ?? 0);
      }
    }
    depth[index] = best + 1;
  });
  return depth.length === 0 ? 0 : Math.max(...depth);
}

export interface PageFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  jsUncompressedBytes: number;
  totalBytes: number;
  requests: number;
  /** round trips one after another before the main content can paint */
  criticalChainLength: number;
  /** federation runtime files: remotes.json, manifests, remote entries */
  glueTransferBytes: number;
  /**
   * How fast the machine was during the run (Lighthouse's benchmark index, higher is faster).
   * Simulated TBT is the observed main-thread time times four, so it rises as this falls; a
   * ratio far from 1 means the two builds met a differently busy machine.
   */
  cpuBenchmarkIndex: number;
  /**
   * Of the wall-clock time in the page's main-thread tasks that can become long, the share (%)
   * the thread ran on a CPU (see mainThreadOnCpu.ts); the rest it waited for a core.
   */
  mainThreadOnCpuPercent: number;
}

const numeric = (result: LighthouseResult, id: string): number =>
  result.audits[id]?.numericValue ?? Number.NaN;

/** A request is federation glue when the predicate says so (remotes.json, manifests, entries). */
export function pageFigures(
  result: LighthouseResult,
  isGlue: (url: string) => boolean,
  mainThreadOnCpuPercent = Number.NaN,
): PageFigures {
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sum = (items: NetworkRequest[], key: 'transferSize' | 'resourceSize') =>
    items.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    performance: Math.round((result.categories.performance.score ?? 0) * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    jsTransferBytes: sum(scripts, 'transferSize'),
    jsUncompressedBytes: sum(scripts, 'resourceSize'),
    totalBytes: numeric(result, 'total-byte-weight'),
    requests: requests.length,
    criticalChainLength: sequentialChainLength(
      requests,
      result.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity,
    ),
    glueTransferBytes: sum(
      requests.filter((request) => isGlue(request.url)),
      'transferSize',
    ),
    cpuBenchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
    mainThreadOnCpuPercent,
  };
}

/** The median of the figures that were measured (NaN ones left out); NaN if none was. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The median of each figure over several runs of the same page. A run that could not measure a
 * figure (NaN) is left out of that figure's median.
 */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('No runs to take a median of');
  const first = runs[0] as PageFigures;
  return Object.fromEntries(
    (Object.keys(first) as (keyof PageFigures)[]).map((key) => [
      key,
      median(runs.map((run) => run[key])),
    ]),
  ) as unknown as PageFigures;
}

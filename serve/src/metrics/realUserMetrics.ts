import { vitalBins } from '../status/releaseFigures';
import { counterMetric, histogramMetric } from './metricKinds';

const seconds = (edges: readonly number[]) => edges.map((ms) => ms / 1000);

/** Page loads that reported, by each remote's release they loaded. */
export const realUserPageViews = counterMetric({
  name: 'harmoni_rum_page_views_total',
  help: "Visitors' page loads that reported (real-user figures), by remote and the release they loaded",
  labelNames: ['remote', 'release'],
});

export const realUserFailedViews = counterMetric({
  name: 'harmoni_rum_failed_page_views_total',
  help: "Visitors' page loads in which a remote failed in the browser, by remote and release",
  labelNames: ['remote', 'release'],
});

export const realUserFailures = counterMetric({
  name: 'harmoni_rum_failures_total',
  help: "Remote failures in visitors' browsers, by remote, release and kind (load-failed, integrity-refused, boundary-caught)",
  labelNames: ['remote', 'release', 'kind'],
});

export const realUserLcp = histogramMetric({
  name: 'harmoni_rum_lcp_seconds',
  help: "Largest Contentful Paint of visitors' page loads, by each remote that drew the page and its release",
  labelNames: ['remote', 'release'],
  buckets: seconds(vitalBins.LCP),
});

export const realUserInp = histogramMetric({
  name: 'harmoni_rum_inp_seconds',
  help: "Interaction to Next Paint of visitors' page loads, by each remote that drew the page and its release",
  labelNames: ['remote', 'release'],
  buckets: seconds(vitalBins.INP),
});

export const realUserCls = histogramMetric({
  name: 'harmoni_rum_cls',
  help: "Cumulative Layout Shift of visitors' page loads, by each remote that drew the page and its release",
  labelNames: ['remote', 'release'],
  buckets: [...vitalBins.CLS],
});

export const realUserBeacons = counterMetric({
  name: 'harmoni_rum_beacons_total',
  help: 'Real-user beacons received, by outcome (counted, invalid, unknown-release, rate-limited)',
  labelNames: ['outcome'],
});

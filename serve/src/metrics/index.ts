/**
 * `@harmoni/serve/metrics`: the metrics every server serves at /metrics (prom-client's default
 * registry). A server registers `metricsPlugin`; its own counters are defined with the helpers
 * below, named `harmoni_…`.
 */
export { metricsPlugin, metricsPath, hasMetricsToken, type MetricsOptions } from './metricsPlugin';
export { counterMetric, gaugeMetric, histogramMetric, metricsRegistry } from './metricKinds';
export { metricsToken } from './metricsToken';

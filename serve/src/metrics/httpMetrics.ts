import { collectDefaultMetrics } from 'prom-client';
import { counterMetric, durationBuckets, histogramMetric, metricsRegistry } from './metricKinds';

/** Requests answered, by server, method, route pattern and status. */
export const httpRequests = counterMetric({
  name: 'harmoni_http_requests_total',
  help: 'Requests answered, by server, method, route pattern (never the raw URL) and status',
  labelNames: ['server', 'method', 'route', 'status'],
});

/** How long requests took to answer, by server, method and route pattern. */
export const httpRequestSeconds = histogramMetric({
  name: 'harmoni_http_request_duration_seconds',
  help: 'Time to answer a request, by server, method and route pattern',
  labelNames: ['server', 'method', 'route'],
  buckets: durationBuckets,
});

/** Node's process metrics (CPU, memory, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (metricsRegistry.getSingleMetric('process_cpu_user_seconds_total') !== undefined) return;
  collectDefaultMetrics();
}

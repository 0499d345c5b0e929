import {
  Counter,
  Gauge,
  Histogram,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/**
 * prom-client's default registry, one per process: every server's metrics go there, and the
 * helpers' own counters (enquiries, e-mail) too, so `/metrics` answers all of them.
 * A metric is defined once per process: the same name asked for again (two servers in one test
 * process, a module loaded twice) answers the one already registered.
 */
export const metricsRegistry = register;

function existing<T>(name: string, kind: abstract new (...args: never[]) => T): T | undefined {
  const known = register.getSingleMetric(name);
  if (known === undefined) return undefined;
  if (known instanceof kind) return known;
  throw new Error(`The metric ${name} is already registered as another kind`);
}

export function counterMetric<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return (existing(config.name, Counter) as Counter<L> | undefined) ?? new Counter(config);
}

export function gaugeMetric<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return (existing(config.name, Gauge) as Gauge<L> | undefined) ?? new Gauge(config);
}

export function histogramMetric<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return (existing(config.name, Histogram) as Histogram<L> | undefined) ?? new Histogram(config);
}

/** Seconds, for request and render durations: 5 ms to 10 s. */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

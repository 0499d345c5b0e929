/** @jest-environment node */
import { metricsRegistry } from './metricKinds';
import { renderMetricsObserver } from './renderMetrics';
import { watchedRegistry } from './registryMetrics';
import type { RemoteRegistry } from '../registry/remoteRegistry';

const valueOf = async (name: string, labels: Record<string, string>) => {
  const metric = metricsRegistry.getSingleMetric(name);
  const { values } = (await metric?.get()) ?? { values: [] };
  return values.find((one) =>
    Object.entries(labels).every(([key, value]) => one.labels[key] === value),
  )?.value;
};

beforeEach(() => metricsRegistry.resetMetrics());

describe('renderMetricsObserver', () => {
  it('counts renders by part, release, task and outcome, with their durations', async () => {
    const observe = renderMetricsObserver();
    for (const outcome of ['rendered', 'rendered', 'timeout'] as const) {
      observe({
        kind: 'render',
        part: 'gallery',
        release: '2.0.0-a',
        task: 'page',
        outcome,
        durationMs: 250,
        path: '/gallery/photo',
      });
    }
    const labels = { part: 'gallery', release: '2.0.0-a' };
    expect(await valueOf('harmoni_page_renders_total', { ...labels, outcome: 'rendered' })).toBe(2);
    expect(await valueOf('harmoni_page_renders_total', { ...labels, outcome: 'timeout' })).toBe(1);
    const histogram = metricsRegistry.getSingleMetric('harmoni_page_render_duration_seconds');
    const values = (await histogram?.get())?.values ?? [];
    const sum = values.find(
      (one: { metricName?: string; labels: Record<string, unknown> }) =>
        one.metricName?.endsWith('_sum') === true && one.labels.outcome === 'rendered',
    );
    expect(sum?.value).toBeCloseTo(0.5);
  });

  it('counts views not run, content reads, worker starts and exits', async () => {
    const observe = renderMetricsObserver();
    observe({ kind: 'view', part: 'about', release: '1.0.0-b', event: 'refused', reason: 'x' });
    observe({ kind: 'view', part: 'about', release: '1.0.0-b', event: 'benched', reason: 'y' });
    observe({ kind: 'content', origin: 'http://a.example', outcome: 'missing' });
    observe({ kind: 'content', origin: 'other', outcome: 'refused' });
    observe({ kind: 'worker', part: 'shell', release: 'local', event: 'started', worker: 1 });
    observe({ kind: 'worker', part: 'shell', release: 'local', event: 'exited', exit: 'SIGKILL' });
    const about = { part: 'about', release: '1.0.0-b' };
    expect(
      await valueOf('harmoni_server_views_not_run_total', { ...about, event: 'refused' }),
    ).toBe(1);
    expect(
      await valueOf('harmoni_server_views_not_run_total', { ...about, event: 'benched' }),
    ).toBe(1);
    expect(
      await valueOf('harmoni_content_reads_total', {
        origin: 'http://a.example',
        outcome: 'missing',
      }),
    ).toBe(1);
    expect(
      await valueOf('harmoni_content_reads_total', { origin: 'other', outcome: 'refused' }),
    ).toBe(1);
    expect(await valueOf('harmoni_render_worker_starts_total', { part: 'shell' })).toBe(1);
    expect(await valueOf('harmoni_render_worker_exits_total', { exit: 'SIGKILL' })).toBe(1);
  });

  it("sums the live workers' memory by part and release, and forgets a worker that exits", async () => {
    const observe = renderMetricsObserver();
    const shell = { kind: 'worker', part: 'shell', release: 'local' } as const;
    observe({ ...shell, event: 'sampled', worker: 11, memoryBytes: 100 });
    observe({ ...shell, event: 'sampled', worker: 12, memoryBytes: 50 });
    observe({ ...shell, event: 'sampled', worker: 11, memoryBytes: 120 });
    expect(await valueOf('harmoni_render_worker_memory_bytes', { part: 'shell' })).toBe(170);
    observe({ ...shell, event: 'exited', worker: 12, exit: 'exit 0' });
    expect(await valueOf('harmoni_render_worker_memory_bytes', { part: 'shell' })).toBe(120);
  });
});

describe('watchedRegistry', () => {
  const registryWith = (live: Record<string, string>): RemoteRegistry => ({
    remotes: Object.fromEntries(
      Object.entries(live).map(([remote, id]) => [
        remote,
        { live: { url: `https://${remote}.example/${id}/`, integrity: {}, id } },
      ]),
    ),
  });

  it('shows the live release of each remote, and counts reloads and failed reads', async () => {
    let current = registryWith({ gallery: '1.0.0-a', about: '3.0.0-c' });
    const watched = watchedRegistry(() => current);
    watched.read();
    watched.read();
    expect(await valueOf('harmoni_live_release', { remote: 'gallery', release: '1.0.0-a' })).toBe(
      1,
    );
    expect(await valueOf('harmoni_registry_reloads_total', { outcome: 'read' })).toBeUndefined();
    current = registryWith({ gallery: '2.0.0-b', about: '3.0.0-c' });
    watched.read();
    expect(await valueOf('harmoni_live_release', { remote: 'gallery', release: '2.0.0-b' })).toBe(
      1,
    );
    // the release no longer live is gone from the gauge, not left at 1
    expect(
      await valueOf('harmoni_live_release', { remote: 'gallery', release: '1.0.0-a' }),
    ).toBeUndefined();
    expect(await valueOf('harmoni_live_release', { remote: 'about', release: '3.0.0-c' })).toBe(1);
    expect(await valueOf('harmoni_registry_reloads_total', { outcome: 'read' })).toBe(1);
    watched.failed();
    expect(await valueOf('harmoni_registry_reloads_total', { outcome: 'failed' })).toBe(1);
  });
});

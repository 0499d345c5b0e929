import type { RenderObserver, WorkerObservation } from '../render/renderObservation';
import { counterMetric, durationBuckets, gaugeMetric, histogramMetric } from './metricKinds';

/** Each part of each page the server drew or left to the browser, by how it went. */
export const pageRenders = counterMetric({
  name: 'harmoni_page_renders_total',
  help: 'Server renders of a part of a page (the shell or a remote), by part, release, task and outcome (rendered, failed, timeout, busy, crashed)',
  labelNames: ['part', 'release', 'task', 'outcome'],
});

export const pageRenderSeconds = histogramMetric({
  name: 'harmoni_page_render_duration_seconds',
  help: 'Time of a server render that drew a part, by part, release and outcome',
  labelNames: ['part', 'release', 'outcome'],
  buckets: durationBuckets,
});

/** Each time a remote's server view was not run on a page, and why. */
export const serverViewsNotRun = counterMetric({
  name: 'harmoni_server_views_not_run_total',
  help: "A remote's server view not run for a page, by part, release and event (refused: bytes not matching the registry; benched: after a hang or crash; unreadable)",
  labelNames: ['part', 'release', 'event'],
});

export const workerStarts = counterMetric({
  name: 'harmoni_render_worker_starts_total',
  help: 'Render workers started, by the part they draw and its release',
  labelNames: ['part', 'release'],
});

export const workerExits = counterMetric({
  name: 'harmoni_render_worker_exits_total',
  help: 'Render workers that exited, by part, release and exit (code or signal)',
  labelNames: ['part', 'release', 'exit'],
});

export const workerMemory = gaugeMetric({
  name: 'harmoni_render_worker_memory_bytes',
  help: 'Resident memory of the live render workers, summed by part and release',
  labelNames: ['part', 'release'],
});

export const contentReads = counterMetric({
  name: 'harmoni_content_reads_total',
  help: "Content files read for a render, by origin ('other': refused, not the registry's) and outcome",
  labelNames: ['origin', 'outcome'],
});

/**
 * The metrics of the shell's server render, from its observations (render/renderObservation.ts).
 * Labels come from the registry (remote names, release ids, origins) and from short fixed
 * lists, never from a visitor's URL.
 */
export function renderMetricsObserver(): RenderObserver {
  // live workers' memory, by process id, summed into the gauge by part and release
  const memory = new Map<number, { part: string; release: string; bytes: number }>();
  const sumMemory = (part: string, release: string) => {
    let total = 0;
    for (const worker of memory.values()) {
      if (worker.part === part && worker.release === release) total += worker.bytes;
    }
    workerMemory.set({ part, release }, total);
  };
  const onWorker = (seen: WorkerObservation) => {
    const { part, release } = seen;
    if (seen.event === 'started') workerStarts.inc({ part, release });
    if (seen.event === 'exited') workerExits.inc({ part, release, exit: seen.exit ?? 'unknown' });
    if (seen.worker === undefined) return;
    if (seen.event === 'exited') memory.delete(seen.worker);
    else if (seen.memoryBytes !== undefined) {
      memory.set(seen.worker, { part, release, bytes: seen.memoryBytes });
    }
    sumMemory(part, release);
  };

  return (seen) => {
    switch (seen.kind) {
      case 'render': {
        const { part, release, outcome } = seen;
        pageRenders.inc({ part, release, task: seen.task, outcome });
        pageRenderSeconds.observe({ part, release, outcome }, seen.durationMs / 1000);
        return;
      }
      case 'view':
        serverViewsNotRun.inc({ part: seen.part, release: seen.release, event: seen.event });
        return;
      case 'worker':
        return onWorker(seen);
      case 'content':
        contentReads.inc({ origin: seen.origin, outcome: seen.outcome });
        return;
    }
  };
}

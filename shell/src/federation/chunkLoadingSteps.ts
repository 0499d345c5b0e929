import { yieldToMain } from './yieldToMain';

/** One of the bundler's steps for loading a chunk: it adds what must settle to `promises`. */
type ChunkLoadingStep = (chunkId: string | number, promises: Promise<unknown>[]) => void;

/**
 * The part of the bundler's runtime that loads a chunk (`__webpack_require__.f`, which Rspack
 * keeps): one step per kind of thing a chunk needs, run one after another by `import()`. In the
 * shell they are: its shared modules (the federation runtime resolving each), its style sheets
 * (a search of the document's links and styles for each) and its scripts.
 */
export interface ChunkLoadingRuntime {
  f: Record<string, ChunkLoadingStep>;
}

const inSteps = new WeakSet<ChunkLoadingStep>();

/**
 * Starts each of the runtime's chunk-loading steps in a task of its own. `import('./bootstrap')`
 * ran them all in the task that asked for it: 25-50 ms on this machine, 35-95 ms at Lighthouse's
 * 4x, every page's longest task of ours after its first paint. The chunk is ready, as before,
 * once every step's work has settled.
 */
export function loadChunksInSteps(
  runtime: ChunkLoadingRuntime,
  pause: () => Promise<void> = yieldToMain,
): void {
  for (const [name, step] of Object.entries(runtime.f)) {
    if (inSteps.has(step)) continue;
    const later: ChunkLoadingStep = (chunkId, promises) => {
      promises.push(
        pause().then(() => {
          const own: Promise<unknown>[] = [];
          step(chunkId, own);
          return Promise.all(own);
        }),
      );
    };
    inSteps.add(later);
    runtime.f[name] = later;
  }
}

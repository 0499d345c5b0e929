import { loadChunksInSteps, type ChunkLoadingRuntime } from './chunkLoadingSteps';

/** What the bundler's `import()` does with the steps: each adds its promises, then all settle. */
function ensureChunk(runtime: ChunkLoadingRuntime, chunkId: string): Promise<unknown> {
  const promises: Promise<unknown>[] = [];
  for (const step of Object.values(runtime.f)) step(chunkId, promises);
  return Promise.all(promises);
}

function manualPauses() {
  const waiting: (() => void)[] = [];
  return {
    pause: () => new Promise<void>((resolve) => waiting.push(resolve)),
    next: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get count() {
      return waiting.length;
    },
  };
}

describe('loadChunksInSteps', () => {
  it('runs each chunk-loading step in a task of its own, in order, and is ready once all are', async () => {
    const ran: string[] = [];
    let releaseScript: () => void = () => undefined;
    const runtime: ChunkLoadingRuntime = {
      f: {
        consumes: (chunkId) => ran.push(`shared modules of ${chunkId}`),
        miniCss: (chunkId) => ran.push(`styles of ${chunkId}`),
        j: (chunkId, promises) => {
          ran.push(`script of ${chunkId}`);
          promises.push(new Promise<void>((resolve) => (releaseScript = resolve)));
        },
      },
    };
    const pauses = manualPauses();
    loadChunksInSteps(runtime, pauses.pause);

    let ready = false;
    void ensureChunk(runtime, 'bootstrap').then(() => (ready = true));
    // nothing runs in the task that asked for the chunk
    expect(ran).toEqual([]);
    expect(pauses.count).toBe(3);

    await pauses.next();
    expect(ran).toEqual(['shared modules of bootstrap']);
    await pauses.next();
    await pauses.next();
    expect(ran).toEqual([
      'shared modules of bootstrap',
      'styles of bootstrap',
      'script of bootstrap',
    ]);
    expect(ready).toBe(false);
    releaseScript();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });

  it('fails the chunk when a step throws', async () => {
    const runtime: ChunkLoadingRuntime = {
      f: {
        j: () => {
          throw new Error('Loading chunk 4 failed');
        },
      },
    };
    loadChunksInSteps(runtime, () => Promise.resolve());
    await expect(ensureChunk(runtime, '4')).rejects.toThrow('Loading chunk 4 failed');
  });

  it('wraps each step once however often it is called', async () => {
    const step = jest.fn();
    const runtime: ChunkLoadingRuntime = { f: { j: step } };
    loadChunksInSteps(runtime, () => Promise.resolve());
    loadChunksInSteps(runtime, () => Promise.resolve());
    await ensureChunk(runtime, '4');
    expect(step).toHaveBeenCalledTimes(1);
  });
});

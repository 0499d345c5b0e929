/** The figures' time resolution: 15-minute buckets, 96 to a day. */
export const BUCKET_MS = 15 * 60_000;
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Values kept per time bucket for the last day, in bounded memory: at most one bucket per
 * 15 minutes, older ones dropped as new ones come. `make` gives an empty bucket.
 */
export function timeBuckets<T>(make: () => T, now: () => number = Date.now) {
  const buckets = new Map<number, T>();
  const prune = (current: number) => {
    const oldest = current - DAY_MS / BUCKET_MS;
    for (const start of buckets.keys()) if (start <= oldest) buckets.delete(start);
  };
  return {
    /** the bucket of this moment, made if new */
    current(): T {
      const index = Math.floor(now() / BUCKET_MS);
      let bucket = buckets.get(index);
      if (!bucket) {
        prune(index);
        bucket = make();
        buckets.set(index, bucket);
      }
      return bucket;
    },
    /** the buckets of the last `windowMs`, oldest first, with their start times */
    since(windowMs: number): { start: number; bucket: T }[] {
      const index = Math.floor(now() / BUCKET_MS);
      const first = index - Math.ceil(windowMs / BUCKET_MS) + 1;
      return [...buckets.entries()]
        .filter(([start]) => start >= first && start <= index)
        .sort(([a], [b]) => a - b)
        .map(([start, bucket]) => ({ start: start * BUCKET_MS, bucket }));
    },
  };
}

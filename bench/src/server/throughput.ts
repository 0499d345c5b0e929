/**
 * `npm run bench:throughput -w bench -- <shell URL> [<another shell URL> …]`: requests per
 * second and latency (median, p99) of the shell's server for Home, a lesson and an article, each
 * site measured in turn, round after round, so two builds (before and after a change) meet the
 * same machine. Start each site first (`npm start`, or a checkout on other ports).
 */
export {};

const ROUTES = ['/', '/lesson/piano', '/about/article/learn-to-play-piano'];
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Sample {
  requests: number;
  latencies: number[];
  errors: number;
}

async function measure(url: string): Promise<Sample> {
  const sample: Sample = { requests: 0, latencies: [], errors: 0 };
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(url, { headers: { accept: 'text/html' } });
          await response.arrayBuffer();
          if (!response.ok) sample.errors += 1;
        } catch {
          sample.errors += 1;
        }
        sample.latencies.push(performance.now() - started);
        sample.requests += 1;
      }
    }),
  );
  return sample;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

const sites = process.argv.slice(2);
if (sites.length === 0) {
  console.error('usage: bench:throughput -- <shell URL> [<another shell URL> …]');
  process.exit(2);
}
const totals = new Map<string, Sample>();
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const route of ROUTES) {
    for (const site of sites) {
      const sample = await measure(`${site}${route}`);
      const key = `${site} ${route}`;
      const total = totals.get(key) ?? { requests: 0, latencies: [], errors: 0 };
      total.requests += sample.requests;
      total.latencies.push(...sample.latencies);
      total.errors += sample.errors;
      totals.set(key, total);
    }
  }
}
console.log(`${CONCURRENCY} at a time, ${ROUNDS} x ${SECONDS} s per route and site, interleaved`);
console.log('site | route | req/s | median ms | p99 ms | errors');
for (const [key, total] of totals) {
  const [site, route] = key.split(' ');
  const sorted = total.latencies.sort((a, b) => a - b);
  const rate = total.requests / (ROUNDS * SECONDS);
  console.log(
    `${site} | ${route} | ${rate.toFixed(0)} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} | ${total.errors}`,
  );
}

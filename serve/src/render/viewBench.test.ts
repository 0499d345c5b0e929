/** @jest-environment node */
import type { ServerRenderObservation } from './renderObservation';
import { viewBench } from './viewBench';

const part = { part: 'gallery', release: '2.0.0-abc' };
const key = 'gallery https://cdn.example/ sha384-x';

function bench() {
  let now = 0;
  const warnings: string[] = [];
  const seen: ServerRenderObservation[] = [];
  const breaker = viewBench({
    deadlineMs: 1_000,
    benchMs: 30_000,
    now: () => now,
    observe: (observation) => seen.push(observation),
    warn: (message) => warnings.push(message),
  });
  const rendered = (durationMs: number) =>
    breaker.record(key, part, { status: 'rendered', result: {}, durationMs }, '/gallery/photo');
  return { breaker, warnings, seen, rendered, later: (ms: number) => (now += ms) };
}

describe('benching a view', () => {
  it('benches one that runs close to the deadline three renders in a row, for a while', () => {
    const { breaker, warnings, seen, rendered, later } = bench();
    rendered(800);
    rendered(900);
    expect(breaker.isBenched(key)).toBe(false);
    rendered(760);
    expect(breaker.isBenched(key)).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The server view of gallery \(release 2\.0\.0-abc\) took over 75 % of the 1000 ms deadline 3 renders in a row.*760 ms.*30 s$/,
      ),
    ]);
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'view', part: 'gallery', event: 'benched' }),
    ]);
    later(30_001);
    expect(breaker.isBenched(key)).toBe(false);
  });

  it('does not bench one that is slow now and then', () => {
    const { breaker, rendered } = bench();
    for (let round = 0; round < 5; round += 1) {
      rendered(900);
      rendered(900);
      rendered(100);
    }
    expect(breaker.isBenched(key)).toBe(false);
  });

  it('benches one that hangs or crashes at once', () => {
    const hung = bench();
    hung.breaker.record(key, part, { status: 'timeout' }, '/gallery/photo');
    expect(hung.breaker.isBenched(key)).toBe(true);
    expect(hung.warnings[0]).toMatch(/did not finish \/gallery\/photo within 1000 ms/);
    const crashed = bench();
    crashed.breaker.record(key, part, { status: 'crashed', message: 'SIGKILL' }, '/');
    expect(crashed.breaker.isBenched(key)).toBe(true);
  });

  it('benches one that fails, or is refused, three renders in a row', () => {
    const { breaker, rendered } = bench();
    breaker.record(key, part, { status: 'failed', message: 'x' }, '/a');
    breaker.refused(key, part, '/b');
    rendered(10);
    breaker.record(key, part, { status: 'failed', message: 'x' }, '/a');
    breaker.refused(key, part, '/b');
    expect(breaker.isBenched(key)).toBe(false);
    breaker.record(key, part, { status: 'failed', message: 'x' }, '/c');
    expect(breaker.isBenched(key)).toBe(true);
  });

  it('keeps each release apart, and a busy pool counts for nothing', () => {
    const { breaker } = bench();
    breaker.record(key, part, { status: 'timeout' }, '/');
    expect(breaker.isBenched('gallery https://cdn.example/other/ sha384-x')).toBe(false);
    for (let round = 0; round < 5; round += 1) {
      breaker.record('other', part, { status: 'busy' }, '/');
    }
    expect(breaker.isBenched('other')).toBe(false);
  });
});

/** @jest-environment node */
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { createContentClient } from './contentClient';

const parseList = (raw: unknown) => {
  if (!Array.isArray(raw)) throw new Error('not a list');
  return raw as string[];
};

describe('content client', () => {
  let remote: FakeRemote;
  let warnings: string[];
  let clock: number;
  const client = () =>
    createContentClient({
      ttlMs: 60_000,
      failureTtlMs: 5_000,
      now: () => clock,
      warn: (message) => warnings.push(message),
    });

  beforeEach(async () => {
    remote = await startFakeRemote({ 'list.txt': ['a'] });
    warnings = [];
    clock = 1_000;
  });
  afterEach(() => remote.close());

  it('keeps a file for the TTL, then reads it again and sees the change', async () => {
    const content = client();
    const url = `${remote.base}list.txt`;
    expect(await content.read(url, parseList)).toEqual({ status: 'ok', value: ['a'] });
    remote.files.set('list.txt', '["a","b"]');
    clock += 59_000;
    expect(await content.read(url, parseList)).toEqual({ status: 'ok', value: ['a'] });
    expect(remote.hits.get('list.txt')).toBe(1);
    clock += 2_000;
    expect(await content.read(url, parseList)).toEqual({ status: 'ok', value: ['a', 'b'] });
    expect(remote.hits.get('list.txt')).toBe(2);
  });

  it('asks once for concurrent requests', async () => {
    const content = client();
    const url = `${remote.base}list.txt`;
    await Promise.all([content.read(url, parseList), content.read(url, parseList)]);
    expect(remote.hits.get('list.txt')).toBe(1);
  });

  it('tells a missing file (404) from an unreadable one, and warns once per failure', async () => {
    const content = client();
    expect(await content.read(`${remote.base}none.txt`, parseList)).toEqual({
      status: 'missing',
    });
    remote.files.set('bad.txt', '{"not":"a list"}');
    const bad = `${remote.base}bad.txt`;
    expect(await content.read(bad, parseList)).toEqual({ status: 'unavailable' });
    clock += 6_000;
    expect(await content.read(bad, parseList)).toEqual({ status: 'unavailable' });
    expect(remote.hits.get('bad.txt')).toBe(2);
    expect(warnings).toEqual([expect.stringContaining(`Could not read ${bad}: not a list`)]);
    remote.files.set('bad.txt', '["fixed"]');
    clock += 6_000;
    expect(await content.read(bad, parseList)).toEqual({ status: 'ok', value: ['fixed'] });
  });

  it('answers unavailable when the remote is down', async () => {
    const content = client();
    const url = `${remote.base}list.txt`;
    await remote.close();
    expect(await content.read(url, parseList)).toEqual({ status: 'unavailable' });
    expect(warnings).toHaveLength(1);
    remote = await startFakeRemote();
  });

  it('keeps at most maxEntries files: junk paths push out the oldest, not the memory', async () => {
    const content = createContentClient({ maxEntries: 3, warn: () => undefined });
    const url = `${remote.base}list.txt`;
    await content.read(url, parseList);
    for (const junk of ['a', 'b', 'c']) await content.read(`${remote.base}${junk}.txt`, parseList);
    await content.read(url, parseList);
    // the first read was pushed out by three others, so the file is asked for again
    expect(remote.hits.get('list.txt')).toBe(2);
  });
});

/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { readCalendar } from '@harmoni/shared/testing/calendarReader';
import { buildAppServer } from '../appServer';
import type { PageReleases } from '../registry/registryForRequest';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { listen, request } from '../testing/http';
import { registerEventsCalendar } from './eventsCalendar';

const feedFile = 'assets/docs/calendar/events.ics';
const feed = (summary: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harmoni Music School//Events//EN',
    'BEGIN:VEVENT',
    `UID:${summary.toLowerCase().replace(/\W+/g, '-')}@harmoni.example`,
    'DTSTAMP:20261126T080000Z',
    'DTSTART;VALUE=DATE:20261212',
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

let gallery: FakeRemote;
let preview: FakeRemote;
const servers: FastifyInstance[] = [];
const remotes: FakeRemote[] = [];

/** A gallery for one test, closed with the others even when the test fails. */
async function galleryWith(files: Record<string, string>) {
  const remote = await startFakeRemote(files);
  remotes.push(remote);
  return remote;
}

beforeAll(async () => {
  [gallery, preview] = await Promise.all([
    startFakeRemote({ [feedFile]: feed('Year-End Concert') }),
    startFakeRemote({ [feedFile]: feed('Preview Concert') }),
  ]);
});
afterAll(async () => {
  await Promise.all([
    gallery.close(),
    preview.close(),
    ...remotes.map((remote) => remote.close()),
    ...servers.map((app) => app.close()),
  ]);
});

/** A shell answering /events.ics alone, with what it warned. */
async function shellWith(
  options: {
    galleryUrl?: string;
    mayFetch?: (url: string) => boolean;
    releasesFor?: () => PageReleases;
    timeoutMs?: number;
  } = {},
) {
  const app = Fastify();
  const warnings: string[] = [];
  registerEventsCalendar(app, {
    env: { GALLERY_URL: options.galleryUrl ?? gallery.base },
    mayFetch: options.mayFetch ?? (() => true),
    releasesFor: options.releasesFor,
    warn: (message) => warnings.push(message),
    timeoutMs: options.timeoutMs,
  });
  servers.push(app);
  const base = await listen(app);
  return { get: () => request(`${base}/events.ics`), warnings };
}

describe('/events.ics', () => {
  it("answers the live gallery's feed as text/calendar, as a calendar application reads it", async () => {
    const { get } = await shellWith();
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(readCalendar(res.body).events.map((event) => event.summary)).toEqual([
      'Year-End Concert',
    ]);
  });

  it("reads the release the visitor's registry names (a preview's), not the configured one", async () => {
    const { get } = await shellWith({
      releasesFor: () =>
        ({ remoteList: { gallery: `${preview.base}mf-manifest.json` } }) as unknown as PageReleases,
    });
    expect(readCalendar((await get()).body).events[0]?.summary).toBe('Preview Concert');
  });

  it("reads nothing outside the registry's origins: a clear 503, said once", async () => {
    const { get, warnings } = await shellWith({ mayFetch: () => false });
    const hits = gallery.hits.get(feedFile) ?? 0;
    for (let i = 0; i < 2; i++) {
      const res = await get();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('300');
      expect(res.body).toMatch(/events calendar cannot be read right now/);
    }
    expect(gallery.hits.get(feedFile) ?? 0).toBe(hits);
    expect(warnings).toEqual([expect.stringMatching(/not on the registry's origins/)]);
  });

  it('answers 503 when the release has no feed, or the gallery is down', async () => {
    const missing = await galleryWith({});
    const down = await startFakeRemote({});
    await down.close();
    for (const galleryUrl of [missing.base, down.base]) {
      const { get, warnings } = await shellWith({ galleryUrl });
      const res = await get();
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      if (galleryUrl === down.base) expect(warnings).toHaveLength(1);
    }
  });

  it('serves nothing that is not a calendar', async () => {
    const odd = await galleryWith({ [feedFile]: '<script>alert(1)</script>' });
    const { get, warnings } = await shellWith({ galleryUrl: odd.base });
    const res = await get();
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('<script>');
    expect(warnings).toEqual([expect.stringMatching(/not an iCalendar file/)]);
  });

  it('waits for a slow gallery only so long', async () => {
    const slow = Fastify();
    slow.get('/*', () => new Promise(() => undefined));
    servers.push(slow);
    const { get } = await shellWith({ galleryUrl: `${await listen(slow)}/`, timeoutMs: 200 });
    const started = Date.now();
    expect((await get()).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("the shell's server", () => {
  let dist: FakeDist;
  afterAll(() => dist.remove());

  it('answers /events.ics', async () => {
    dist = createFakeDist(fakeFiles);
    const shell = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { GALLERY_URL: gallery.base, SITE_URL: 'https://www.harmoni.example' },
    });
    servers.push(shell);
    const res = await request(`${await listen(shell)}/events.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });
});

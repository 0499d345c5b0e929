/** @jest-environment node */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { fakeReleaseFiles, fakeReleaseRecord } from '../testing/fakeRelease';
import { listen, request, type RawResponse } from '../testing/http';
import { bucketCookie, bucketOf } from './canaryBuckets';
import { withCanary } from './canarySteps';
import { mintPreviewToken } from './previewToken';
import { writeRegistryFile } from './registryFile';
import { withPromoted, withPublished } from './registryHistory';
import { emptyRegistry, type RemoteRegistry } from './remoteRegistry';

const secret = 'a-preview-secret-of-at-least-32-characters';
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>';

const prefixed = (prefix: string, files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [`${prefix}${path}`, text]));

const v1Files = fakeReleaseFiles('gallery', { mark: 'v1' });
const v2Files = fakeReleaseFiles('gallery', { mark: 'v2' });
const aboutFiles = fakeReleaseFiles('about', { mark: 'a1' });

let dist: FakeDist;
let host: FakeRemote;
let registry: RemoteRegistry;
const registryFile = () => join(dist.root, 'registry.json');
const servers: FastifyInstance[] = [];
const url = (id: string, remote = 'gallery') => `${host.base}${remote}/${id}/`;

beforeAll(async () => {
  host = await startFakeRemote({
    ...prefixed('gallery/1.0.0-aaa/', v1Files),
    ...prefixed('gallery/2.0.0-bbb/', v2Files),
    ...prefixed('about/1.0.0-ccc/', aboutFiles),
  });
  registry = [
    ['gallery', fakeReleaseRecord(v1Files, url('1.0.0-aaa'), '1.0.0-aaa')],
    ['gallery', fakeReleaseRecord(v2Files, url('2.0.0-bbb'), '2.0.0-bbb')],
    ['about', fakeReleaseRecord(aboutFiles, url('1.0.0-ccc', 'about'), '1.0.0-ccc')],
  ].reduce(
    (built, [remote, release]) =>
      withPublished(built, remote as string, release as ReturnType<typeof fakeReleaseRecord>),
    emptyRegistry,
  );
  registry = withPromoted(registry, 'gallery', '1.0.0-aaa', new Date());
  registry = withPromoted(registry, 'about', '1.0.0-ccc', new Date());
});
beforeEach(() => {
  dist = createFakeDist({ ...fakeFiles, 'index.html': indexHtml });
  writeRegistryFile(registryFile(), registry);
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  dist.remove();
});
afterAll(() => host.close());

/** A shell reading the test's registry; what it logs is collected. */
async function shell(extra: Record<string, string> = {}) {
  const env = {
    REGISTRY_FILE: registryFile(),
    PREVIEW_SECRET: secret,
    LESSONS_URL: 'http://lessons.invalid/',
    GALLERY_URL: 'http://gallery.invalid/',
    ABOUT_URL: 'http://about.invalid/',
    CONTACT_URL: 'http://contact.invalid/',
    // the release host, whose releases the registry may name (registry/releaseHosts.ts)
    RELEASES_URL: host.base,
    SITE_URL: 'http://localhost:3000',
    ...extra,
  };
  const app = buildAppServer({ workspace: 'shell', root: dist.root, env });
  const logs: string[] = [];
  // the preview's lines only (the unreachable remotes of the test report themselves too)
  app.log.warn = ((message: string) => {
    if (/preview/i.test(message)) logs.push(message);
  }) as typeof app.log.warn;
  servers.push(app);
  return { base: await listen(app), logs };
}

function jsonBlock(res: RawResponse, id: string): Record<string, string> | undefined {
  const raw = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    res.body,
  )?.[1];
  return raw === undefined ? undefined : (JSON.parse(raw) as Record<string, string>);
}

const token = (
  grant: { remote: string; id: string },
  expiresAt = Date.now() + 60_000,
  key = secret,
) => mintPreviewToken({ ...grant, expiresAt }, key);

/** Opens `path?preview=<token>` and answers the cookie the shell set, if any. */
async function openWithToken(base: string, value: string, path = '/no-such-page') {
  const joiner = path.includes('?') ? '&' : '?';
  const res = await request(`${base}${path}${joiner}preview=${encodeURIComponent(value)}`);
  const setCookie = [res.headers['set-cookie'] ?? []].flat()[0];
  return { res, setCookie, cookie: setCookie?.split(';', 1)[0] };
}

/** The live site: the live release in the remote list, and no preview banner. */
const isLive = (res: RawResponse) =>
  jsonBlock(res, 'remote-list')?.gallery === `${url('1.0.0-aaa')}mf-manifest.json` &&
  !res.body.includes('id="preview-banner"');

describe('the remote list the browser is given', () => {
  it("comes from the registry's live releases, with their digests; remotes without one keep their URL", async () => {
    const { base } = await shell();
    const res = await request(`${base}/no-such-page`);
    expect(jsonBlock(res, 'remote-list')).toEqual({
      lessons: 'http://lessons.invalid/mf-manifest.json',
      gallery: `${url('1.0.0-aaa')}mf-manifest.json`,
      about: `${url('1.0.0-ccc', 'about')}mf-manifest.json`,
      contact: 'http://contact.invalid/mf-manifest.json',
    });
    const v1 = fakeReleaseRecord(v1Files, url('1.0.0-aaa'), '1.0.0-aaa');
    expect(jsonBlock(res, 'remote-integrity')).toMatchObject({
      [`${url('1.0.0-aaa')}mf-manifest.json`]: v1.integrity['mf-manifest.json'],
      [`${url('1.0.0-aaa')}static/js/gallery.v1.js`]: v1.integrity['static/js/gallery.v1.js'],
    });
    // the server view is the server's own: the browser is not told of it
    expect(JSON.stringify(jsonBlock(res, 'remote-integrity'))).not.toContain('remoteViews');
    expect((await request(`${base}/remotes.json`)).json()).toEqual(jsonBlock(res, 'remote-list'));
  });

  it("hints a drawn remote's entry with its digest, in the mode the page's loader asks for it", async () => {
    const { base } = await shell();
    const res = await request(`${base}/gallery/photo`);
    const entry = `${url('1.0.0-aaa')}static/js/gallery.v1.js`;
    const digest = fakeReleaseRecord(v1Files, url('1.0.0-aaa'), '1.0.0-aaa').integrity[
      'static/js/gallery.v1.js'
    ];
    expect(res.body).toContain(
      `<link rel="preload" href="${entry}" as="script" fetchpriority="low" crossorigin="anonymous" integrity="${digest}" nonce="`,
    );
  });

  it("gives no entry from a manifest that names another entry than the registry's release", async () => {
    const manifestPath = 'gallery/1.0.0-aaa/mf-manifest.json';
    const recorded = host.files.get(manifestPath) ?? '';
    host.files.set(manifestPath, recorded.replace('gallery.v1.js', 'gallery.evil.js'));
    try {
      const { base } = await shell();
      const res = await request(`${base}/gallery/photo`);
      expect(Object.keys(jsonBlock(res, 'remote-entries') ?? {})).toEqual(['about']);
      expect(res.body).not.toContain('gallery.evil.js');
    } finally {
      host.files.set(manifestPath, recorded);
    }
  });

  it('follows a promote within seconds, without a restart', async () => {
    const { base } = await shell();
    expect(((await request(`${base}/remotes.json`)).json() as Record<string, string>).gallery).toBe(
      `${url('1.0.0-aaa')}mf-manifest.json`,
    );
    const promotedAt = Date.now();
    writeRegistryFile(registryFile(), withPromoted(registry, 'gallery', '2.0.0-bbb', new Date()));
    let gallery = '';
    while (gallery !== `${url('2.0.0-bbb')}mf-manifest.json` && Date.now() - promotedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gallery =
        ((await request(`${base}/remotes.json`)).json() as Record<string, string>).gallery ?? '';
    }
    expect(gallery).toBe(`${url('2.0.0-bbb')}mf-manifest.json`);
  });
});

describe('a preview', () => {
  it('is kept in an HttpOnly cookie, and the address loses the token', async () => {
    const { base } = await shell();
    const { res, setCookie } = await openWithToken(
      base,
      token({ remote: 'gallery', id: '2.0.0-bbb' }),
      '/gallery/photo',
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/gallery/photo');
    expect(setCookie).toMatch(
      /^harmoni_preview=p1\.[^;]+; Path=\/; Max-Age=(59|60); HttpOnly; SameSite=Lax$/,
    );
  });

  it('sets a Secure cookie on an https site', async () => {
    const { base } = await shell({ SITE_URL: 'https://www.harmoni.example' });
    const { setCookie } = await openWithToken(base, token({ remote: 'gallery', id: '2.0.0-bbb' }));
    expect(setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('shows that browser the release, with a banner, not indexed and not cached; others see live', async () => {
    const { base } = await shell();
    const { cookie } = await openWithToken(base, token({ remote: 'gallery', id: '2.0.0-bbb' }));
    const previewed = await request(`${base}/no-such-page`, { headers: { cookie: cookie ?? '' } });
    expect(jsonBlock(previewed, 'remote-list')).toMatchObject({
      gallery: `${url('2.0.0-bbb')}mf-manifest.json`,
      about: `${url('1.0.0-ccc', 'about')}mf-manifest.json`,
    });
    expect(Object.keys(jsonBlock(previewed, 'remote-integrity') ?? {})).toContain(
      `${url('2.0.0-bbb')}static/js/gallery.v2.js`,
    );
    expect(previewed.body).toMatch(
      /<body>\s*<div id="preview-banner" data-remote="gallery" data-release="2.0.0-bbb"><aside class="preview-banner" aria-label="Preview"><p>Preview: this browser shows gallery release 2.0.0-bbb\. Everyone else sees the live site\.<\/p><a href="\?preview=leave">Leave preview<\/a><\/aside><\/div>/,
    );
    expect(previewed.headers['x-robots-tag']).toBe('noindex');
    expect(previewed.headers['cache-control']).toBe('no-store');
    const remotes = await request(`${base}/remotes.json`, { headers: { cookie: cookie ?? '' } });
    expect((remotes.json() as Record<string, string>).gallery).toBe(
      `${url('2.0.0-bbb')}mf-manifest.json`,
    );
    expect(remotes.headers['cache-control']).toBe('no-store');

    const live = await request(`${base}/no-such-page`);
    expect(isLive(live)).toBe(true);
    expect(live.headers['x-robots-tag']).toBeUndefined();
    expect(refusalNotice(live)).toBeNull();
  });

  it('ends with the leave link: the cookie is cleared and the page reloads live', async () => {
    const { base } = await shell();
    const res = await request(`${base}/about?ref=x&preview=leave`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/about?ref=x');
    expect([res.headers['set-cookie']].flat()[0]).toMatch(
      /^harmoni_preview=; Path=\/; Max-Age=0; HttpOnly/,
    );
  });
});

/** The notice a page carries when the preview asked for is not shown. */
const refusalNotice = (res: RawResponse) =>
  /<body[^>]*>\s*<aside id="preview-refused" class="preview-banner" aria-label="Preview not shown"><p>([^<]*)<\/p><a href="([^"]*)">Continue<\/a><\/aside>/.exec(
    res.body,
  );

describe('a preview token that grants nothing is ignored with a log line, and the visitor sees live, with a notice why', () => {
  const cases: [string, () => string, RegExp][] = [
    [
      'a tampered signature',
      () => `${token({ remote: 'gallery', id: '2.0.0-bbb' }).slice(0, -4)}AAAA`,
      /its signature does not match/,
    ],
    [
      'an expired token',
      () => token({ remote: 'gallery', id: '2.0.0-bbb' }, Date.now() - 1),
      /it expired at/,
    ],
    [
      "another remote's grant for this release",
      () => token({ remote: 'about', id: '2.0.0-bbb' }),
      /the registry has no release 2\.0\.0-bbb of about/,
    ],
    [
      'an unknown version',
      () => token({ remote: 'gallery', id: '9.9.9-zzz' }),
      /the registry has no release 9\.9\.9-zzz of gallery/,
    ],
    [
      'a release not in the registry history (published elsewhere, never recorded)',
      () => token({ remote: 'gallery', id: '2.0.0-unrecorded' }),
      /the registry has no release 2\.0\.0-unrecorded of gallery/,
    ],
    [
      'a token signed with another secret',
      () => token({ remote: 'gallery', id: '2.0.0-bbb' }, Date.now() + 60_000, 'x'.repeat(40)),
      /its signature does not match/,
    ],
  ];

  it.each(cases)('%s, in the address', async (_name, value, why) => {
    const { base, logs } = await shell();
    const { res, setCookie } = await openWithToken(base, value(), '/no-such-page?x=1');
    expect(setCookie).toBeUndefined();
    expect(isLive(res)).toBe(true);
    expect(logs).toEqual([
      expect.stringMatching(
        new RegExp(`^Ignored a preview token \\(in the address\\): ${why.source}`),
      ),
    ]);
    const [, message, href] = refusalNotice(res) ?? [];
    expect(message).toMatch(new RegExp(`^This preview link was not used: ${why.source}`));
    expect(message).toMatch(/\. This browser sees the live site\.$/);
    expect(href).toBe('/no-such-page?x=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(cases)('%s, in the cookie (which is cleared)', async (_name, value, why) => {
    const { base, logs } = await shell();
    const res = await request(`${base}/no-such-page`, {
      headers: { cookie: `harmoni_preview=${value()}` },
    });
    expect(isLive(res)).toBe(true);
    expect([res.headers['set-cookie']].flat()[0]).toMatch(/^harmoni_preview=; Path=\/; Max-Age=0/);
    expect(logs).toEqual([
      expect.stringMatching(
        new RegExp(`^Ignored a preview token \\(in the cookie\\): ${why.source}`),
      ),
    ]);
    expect(refusalNotice(res)?.[1]).toMatch(new RegExp(`^Your preview has ended: ${why.source}`));
  });

  it('says whether the shell shows previews, and nothing about its secret', async () => {
    for (const [secretSet, previews] of [
      [secret, 'on'],
      ['', 'off'],
    ]) {
      const { base } = await shell({ PREVIEW_SECRET: secretSet ?? '' });
      const res = await request(`${base}/_preview`);
      expect(res.json()).toEqual({ previews });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('without PREVIEW_SECRET every token is ignored', async () => {
    const { base, logs } = await shell({ PREVIEW_SECRET: '' });
    const { res, setCookie } = await openWithToken(
      base,
      token({ remote: 'gallery', id: '2.0.0-bbb' }),
    );
    expect(setCookie).toBeUndefined();
    expect(isLive(res)).toBe(true);
    expect(logs).toEqual([expect.stringMatching(/previews are off, PREVIEW_SECRET is not set/)]);
    expect(refusalNotice(res)?.[1]).toBe(
      'This preview link was not used: previews are off, PREVIEW_SECRET is not set. This browser sees the live site.',
    );
  });
});

describe('a canary', () => {
  let candidate: string;
  let live: string;
  beforeAll(() => {
    candidate = `${url('2.0.0-bbb')}mf-manifest.json`;
    live = `${url('1.0.0-aaa')}mf-manifest.json`;
  });
  const browserAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const shown = (res: RawResponse) => jsonBlock(res, 'remote-list')?.gallery;
  const withShare = (share: number) =>
    writeRegistryFile(
      registryFile(),
      withCanary(registry, 'gallery', '2.0.0-bbb', share, new Date()),
    );

  it('gives each new browser a random bucket cookie, HttpOnly and SameSite=Lax, and keeps it on one release', async () => {
    withShare(10);
    const { base } = await shell();
    let drawn = 0;
    for (let visit = 0; visit < 60; visit += 1) {
      const first = await request(`${base}/no-such-page`, {
        headers: { 'user-agent': browserAgent },
      });
      const setCookie = [first.headers['set-cookie'] ?? []].flat()[0] ?? '';
      expect(setCookie).toMatch(
        new RegExp(
          `^${bucketCookie}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`,
        ),
      );
      const cookie = setCookie.split(';', 1)[0] ?? '';
      const bucket = cookie.slice(bucketCookie.length + 1);
      const expected = bucketOf(bucket, 'gallery') < 10 ? candidate : live;
      if (expected === candidate) drawn += 1;
      // the first page, the next one and the browser's remote list: one release
      expect(shown(first)).toBe(expected);
      const next = await request(`${base}/gallery/photo`, { headers: { cookie } });
      expect(shown(next)).toBe(expected);
      expect(next.headers['set-cookie']).toBeUndefined();
      expect((await request(`${base}/remotes.json`, { headers: { cookie } })).json()).toMatchObject(
        {
          gallery: expected,
        },
      );
    }
    // not a share check (canaryBuckets.test.ts is): both releases were drawn
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(60);
  });

  it('gives crawlers and link previews the live release and no cookie', async () => {
    withShare(99);
    const { base } = await shell();
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    ]) {
      for (let visit = 0; visit < 10; visit += 1) {
        const res = await request(`${base}/no-such-page`, { headers: { 'user-agent': userAgent } });
        expect(shown(res)).toBe(live);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('sets no cookie while no canary runs, and ignores a bucket it did not give', async () => {
    const { base } = await shell();
    const res = await request(`${base}/no-such-page`);
    expect(res.headers['set-cookie']).toBeUndefined();
    withShare(99);
    await new Promise((done) => setTimeout(done, 1_100));
    const forged = await request(`${base}/no-such-page`, {
      headers: { cookie: `${bucketCookie}=not-a-bucket-of-ours` },
    });
    expect([forged.headers['set-cookie'] ?? []].flat()[0]).toMatch(
      new RegExp(`^${bucketCookie}=[A-Za-z0-9_-]{22};`),
    );
  });

  it('gives way to a preview of the same remote', async () => {
    withShare(99);
    const { base } = await shell();
    const { res: opened } = await openWithToken(
      base,
      token({ remote: 'gallery', id: '1.0.0-aaa' }),
    );
    // both cookies, the bucket's and the preview's, as the browser sends them
    const cookies = [opened.headers['set-cookie'] ?? []]
      .flat()
      .map((each) => each.split(';', 1)[0])
      .join('; ');
    expect(cookies).toMatch(/harmoni_bucket=.*; harmoni_preview=/);
    const res = await request(`${base}/no-such-page`, { headers: { cookie: cookies } });
    expect(shown(res)).toBe(live);
  });
});

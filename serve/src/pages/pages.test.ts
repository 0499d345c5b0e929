/** @jest-environment node */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { shellViewFile } from '@harmoni/shared/shellView';
import { startupFilesName } from '@harmoni/shared/startupFiles';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { DOCUMENT_ONLY_HEADERS } from '../security/subresourceHeaders';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { listen, request, untilHealthy, type RawResponse } from '../testing/http';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { registryOf } from '../testing/registry';
import { aboutFiles, contactFiles, galleryFiles, lessonFiles } from '../testing/siteFixtures';

const STYLE = '\n  .page-loader { color: red; }\n';
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Built title</title><meta\n name="description"\n content="Built description" /><style>${STYLE}</style></head><body><div id="root"></div></body></html>`;

const SITE = 'https://www.harmoni.example';

let dist: FakeDist;
let lessons: FakeRemote;
let gallery: FakeRemote;
let about: FakeRemote;
let contact: FakeRemote;
let shell: FastifyInstance;
let base: string;

function envFor(extra: Record<string, string> = {}): Record<string, string> {
  return {
    LESSONS_URL: lessons.base,
    GALLERY_URL: gallery.base,
    ABOUT_URL: about.base,
    CONTACT_URL: contact.base,
    SITE_URL: SITE,
    ...extra,
  };
}

beforeAll(async () => {
  dist = createFakeDist({ ...fakeFiles, 'index.html': indexHtml });
  [lessons, gallery, about, contact] = await Promise.all([
    startFakeRemote(lessonFiles),
    startFakeRemote(galleryFiles),
    startFakeRemote(aboutFiles),
    startFakeRemote(contactFiles),
  ]);
  shell = buildAppServer({ workspace: 'shell', root: dist.root, env: envFor() });
  base = await listen(shell);
});
afterAll(async () => {
  await Promise.all([
    shell.close(),
    lessons.close(),
    gallery.close(),
    about.close(),
    contact.close(),
  ]);
  dist.remove();
});

const page = (path: string, headers: Record<string, string> = {}) =>
  request(`${base}${path}`, { headers });

/** The value of a head tag, unescaped as a browser would read it. */
function tag(res: RawResponse, selector: RegExp): string | undefined {
  const raw = selector.exec(res.body)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const titleOf = (res: RawResponse) => tag(res, /<title>([^<]*)<\/title>/);
const metaOf = (res: RawResponse, key: string) =>
  tag(res, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const preloadsOf = (res: Pick<RawResponse, 'body'>) =>
  [...res.body.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map(
    ([, href, as]) => `${as} ${href}`,
  );
const canonicalOf = (res: RawResponse) => tag(res, /<link rel="canonical" href="([^"]*)"/);

describe('page heads', () => {
  it.each([
    ['/', 'Music Lessons in Setia Alam', /^Harmoni Music School is a music school/],
    ['/lesson/piano', 'Piano Lessons', /^Piano lessons at Harmoni Music School\.$/],
    ['/gallery/photo', 'Photo Gallery', /^Photos from the concerts/],
    ['/gallery/photo/spring-recital-2026', 'Spring Recital 2026', /^12 photos from Spring/],
    ['/gallery/spring-recital-2026', 'Spring Recital 2026', /\(Apr 05, 2026\)/],
    ['/gallery/video', 'Video Gallery', /^Watch the students/],
    ['/gallery/concert/year-end-concert-2025', 'Year-End Concert 2025', /^Watch Year-End/],
    ['/about', 'Our Story', /^Our Story at Harmoni Music School\.$/],
    ['/about/vision-and-mission', 'Vision and Mission', /^Vision and Mission at/],
    ['/about/article', 'Articles', /^Articles at/],
    ['/about/article/learn-to-play-gitar', 'Learn Guitar', /^Card text about guitar$/],
    ['/about/article/theory-basics', 'Music Theory for Beginners', /^Meta text about theory$/],
    ['/about/exam-boards', 'Exam Boards', /^Exam Boards at/],
    ['/about/faq', 'FAQ', /^FAQ at/],
    ['/about/setup-online-lesson', 'Online Set-Up', /^Online Set-Up at/],
    ['/contact?instrument=piano', 'Contact Us', /^Book a free trial class\.$/],
    ['/terms', 'Terms of Harmoni Music School', /^The terms\.$/],
    ['/privacy-policy', 'Privacy Policy', /^Your data\.$/],
  ])('%s has its own head', async (path, title, description) => {
    const res = await page(path, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const full = `${title} | Harmoni Music School - Music School in Setia Alam`;
    expect(titleOf(res)).toBe(full);
    expect(metaOf(res, 'description')).toMatch(description);
    expect(metaOf(res, 'og:title')).toBe(full);
    expect(metaOf(res, 'twitter:title')).toBe(full);
    expect(metaOf(res, 'og:description')).toBe(metaOf(res, 'description'));
    const url = `${SITE}${path.split('?')[0]}`.replace(
      '/gallery/spring-recital-2026',
      '/gallery/photo/spring-recital-2026',
    );
    expect(canonicalOf(res)).toBe(url);
    expect(metaOf(res, 'og:url')).toBe(url);
    // the build's own title and description are replaced, not repeated
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).not.toContain('Built');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('noindex');
  });

  it("shows a lesson's hero and an album's cover in its link preview", async () => {
    expect(metaOf(await page('/lesson/piano'), 'og:image')).toBe(
      `${lessons.base}assets/images/lesson/hero/piano.jpg`,
    );
    const album = await page('/gallery/spring-recital-2026');
    expect(metaOf(album, 'og:image')).toMatch(
      new RegExp(
        `^${gallery.base}assets/images/gallery/spring-recital-2026/spring-recital-2026%20\\(\\d+\\)\\.jpg$`,
      ),
    );
    expect(metaOf(album, 'twitter:image')).toBe(metaOf(album, 'og:image'));
    expect(metaOf(await page('/about'), 'og:image')).toBe(`${SITE}/assets/images/link-preview.jpg`);
  });

  it('takes keywords from the article meta fields, before the school defaults', async () => {
    const res = await page('/about/article/theory-basics');
    expect(metaOf(res, 'keywords')).toMatch(/^music theory, Harmoni Music School/);
    expect(metaOf(res, 'og:type')).toBe('article');
  });

  it('answers curl and link preview bots (Accept */* or none), and HEAD', async () => {
    for (const accept of ['*/*', undefined]) {
      const res = await request(`${base}/lesson/piano`, {
        headers: accept ? { accept } : {},
      });
      expect(titleOf(res)).toMatch(/^Piano Lessons \|/);
    }
    const head = await request(`${base}/lesson/piano`, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('does not answer a page to a request that wants JSON', async () => {
    const res = await page('/about', { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('describes the school on Home and each article as structured data', async () => {
    const jsonLd = (res: RawResponse) =>
      [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
      );
    expect(jsonLd(await page('/'))).toEqual([
      expect.objectContaining({ '@type': ['MusicSchool', 'LocalBusiness'], url: `${SITE}/` }),
    ]);
    expect(jsonLd(await page('/about/article/theory-basics'))).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Music Theory for Beginners',
        datePublished: '2025-02-01',
        url: `${SITE}/about/article/theory-basics`,
      }),
    ]);
    expect(jsonLd(await page('/about'))).toEqual([]);
  });
});

describe('pages that do not exist', () => {
  it.each([
    '/no-such-page',
    '/lesson',
    '/lesson/drums', // listed, but without a page
    '/lesson/harp',
    '/gallery/photo/no-such-album',
    '/gallery/Bad_Folder',
    '/gallery/concert/secret-rehearsal', // not marked for display
    '/gallery/concert/nope',
    '/about/article/nope',
  ])('%s answers 404 with the page document and a noindex head', async (path) => {
    const res = await page(path, { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(res)).toBe('Page not found | Harmoni Music School - Music School in Setia Alam');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('keeps real 404s for missing files', async () => {
    const res = await page('/static/js/gone.js', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page with absolute URLs', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      [
        '/',
        '/gallery/photo',
        '/gallery/video',
        '/about',
        '/about/vision-and-mission',
        '/about/article',
        '/about/exam-boards',
        '/about/faq',
        '/about/setup-online-lesson',
        '/contact',
        '/terms',
        '/privacy-policy',
        '/lesson/piano',
        '/about/article/learn-to-play-gitar',
        '/about/article/theory-basics',
        '/gallery/photo/spring-recital-2026',
        '/gallery/concert/year-end-concert-2025',
      ]
        .map((path) => `${SITE}${path}`)
        .sort(),
    );
  });

  it('lets every crawler in and points at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('security headers', () => {
  it('sends a CSP built from the configuration, and the hardening headers', async () => {
    const res = await page('/');
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(STYLE).digest('base64');
    const remotes = [lessons, gallery, about, contact].map((r) => new URL(r.base).origin);
    // and the release host's (RELEASES_URL, else localhost:3006), where promoted releases live
    remotes.push('http://localhost:3006');
    expect(csp).toContain(`script-src 'self' ${remotes.join(' ')};`);
    expect(csp).toContain(`style-src 'self' ${remotes.join(' ')} 'sha256-${hash}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // A page with an opener policy would start a renderer of its own on arrival (README).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // and on a file that can be opened as a document
    const svg = await page('/favicon.svg');
    expect(svg.headers['content-security-policy']).toBe(csp);
    expect(svg.headers['x-frame-options']).toBe('DENY');
  });

  it('sends scripts and style sheets only the headers that apply to them', async () => {
    for (const path of ['/static/js/main.1a2b3c4d.js', '/static/css/main.5e6f7a8b.css']) {
      const file = await page(path, { 'accept-encoding': 'br' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(file.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(file.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      for (const header of DOCUMENT_ONLY_HEADERS) expect(file.headers[header]).toBeUndefined();
    }
  });

  it('sends no HSTS and no upgrade when the site is served over http', async () => {
    const plain = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: envFor({ SITE_URL: 'http://localhost:4000' }),
    });
    const res = await request(`${await listen(plain)}/`);
    await plain.close();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('content that changes or breaks', () => {
  it('shows a new article after the content TTL, without a restart', async () => {
    const fresh = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: envFor({ CONTENT_TTL_MS: '300' }),
    });
    const freshBase = await listen(fresh);
    try {
      expect((await request(`${freshBase}/about/article/new-violin-class`)).statusCode).toBe(404);
      const directory = JSON.parse(about.files.get('assets/docs/articles/directory.json') ?? '[]');
      about.files.set(
        'assets/docs/articles/directory.json',
        JSON.stringify([
          ...directory,
          { id: 'new-violin-class', description: 'New class', published_at: '2026-05-01' },
        ]),
      );
      await new Promise((done) => setTimeout(done, 400));
      const res = await request(`${freshBase}/about/article/new-violin-class`);
      expect(res.statusCode).toBe(200);
      expect(titleOf(res)).toMatch(/^New Violin Class \|/);
      const sitemap = await request(`${freshBase}/sitemap.xml`);
      expect(sitemap.body).toContain(`${SITE}/about/article/new-violin-class`);
    } finally {
      about.files.set(
        'assets/docs/articles/directory.json',
        JSON.stringify(aboutFiles['assets/docs/articles/directory.json']),
      );
      await fresh.close();
    }
  });

  it('escapes hostile content in every tag', async () => {
    const hostile = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: envFor({ CONTENT_TTL_MS: '0' }),
    });
    const hostileBase = await listen(hostile);
    about.files.set(
      'assets/docs/articles/directory.json',
      JSON.stringify([
        {
          id: 'evil',
          meta_title: '"><script>alert(1)</script>',
          meta_description: "it's </script><!-- & <b>",
          meta_keywords: '" onload="x',
          description: 'd',
          published_at: '2026-01-01',
        },
      ]),
    );
    try {
      const res = await request(`${hostileBase}/about/article/evil`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('</script><!--');
      expect(res.body).not.toContain('" onload="');
      expect(titleOf(res)).toBe(
        '"><script>alert(1)</script> | Harmoni Music School - Music School in Setia Alam',
      );
      expect(metaOf(res, 'description')).toBe("it's </script><!-- & <b>");
      const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(json).not.toMatch(/[<>]/);
      expect(JSON.parse(json ?? '')).toMatchObject({
        headline: '"><script>alert(1)</script>',
        description: "it's </script><!-- & <b>",
      });
    } finally {
      about.files.set(
        'assets/docs/articles/directory.json',
        JSON.stringify(aboutFiles['assets/docs/articles/directory.json']),
      );
      await hostile.close();
    }
  });

  it("answers 503 with Retry-After, the route's own head, when the remote that confirms the page is down or broken", async () => {
    const down = await startFakeRemote();
    const downUrl = down.base;
    await down.close();
    const warn = jest.fn();
    const broken = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: envFor({ LESSONS_URL: downUrl, GALLERY_URL: about.base }),
    });
    broken.log.warn = warn;
    const brokenBase = await listen(broken);
    about.files.set('assets/docs/gallery-video-list.txt', '{"not": "a list"');
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const lesson = await request(`${brokenBase}/lesson/piano`);
        expect(lesson.statusCode).toBe(503);
        expect(lesson.headers['retry-after']).toBe('30');
        expect(lesson.headers['cache-control']).toBe('no-cache');
        expect(titleOf(lesson)).toMatch(/^Music Lessons \|/);
      }
      const concert = await request(`${brokenBase}/gallery/concert/year-end-concert-2025`);
      expect(concert.statusCode).toBe(503);
      expect(titleOf(concert)).toMatch(/^Concert Videos \|/);
      // a page no remote has to confirm is still a 200
      const contactPage = await request(`${brokenBase}/contact`);
      expect(contactPage.statusCode).toBe(200);
      expect(contactPage.headers['retry-after']).toBeUndefined();
      const sitemap = await request(`${brokenBase}/sitemap.xml`);
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`${SITE}/about/article/theory-basics`);
      expect(sitemap.body).not.toContain('/lesson/');
      // each unreadable file is reported once, however often it is asked for
      const messages = warn.mock.calls.map(([message]) => String(message));
      expect(messages.filter((m) => m.includes('lesson.txt'))).toHaveLength(1);
      expect(messages.filter((m) => m.includes('gallery-video-list.txt'))).toHaveLength(1);
    } finally {
      about.files.delete('assets/docs/gallery-video-list.txt');
      await broken.close();
    }
  });
});

describe('what a page preloads', () => {
  const lessonsManifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/lessons.e3.js', path: '' } },
    exposes: [
      {
        name: 'lessonService',
        assets: { js: { sync: ['static/js/async/service.5d.js'] }, css: { sync: [] } },
      },
      {
        name: 'LessonPage',
        assets: {
          js: { sync: ['static/js/async/page.b5.js'] },
          css: { sync: ['static/css/async/page.bb.css'] },
        },
      },
      {
        name: 'LessonCards',
        assets: { js: { sync: ['static/js/async/cards.c1.js'] }, css: { sync: [] } },
      },
    ],
  };
  // A shell of its own: the suite's shell has already cached the manifest as missing.
  let hinting: FastifyInstance;
  let hintingBase: string;
  const page = (path: string) => request(`${hintingBase}${path}`);

  beforeAll(async () => {
    lessons.files.set('mf-manifest.json', JSON.stringify(lessonsManifest));
    hinting = buildAppServer({ workspace: 'shell', root: dist.root, env: envFor() });
    hintingBase = await listen(hinting);
  });
  afterAll(async () => {
    lessons.files.delete('mf-manifest.json');
    await hinting.close();
  });

  it('inlines the remote list the shell would otherwise fetch first', async () => {
    const res = await page('/about');
    const inline = /<script type="application\/json" id="remote-list">([^<]*)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual({
      lessons: `${lessons.base}mf-manifest.json`,
      gallery: `${gallery.base}mf-manifest.json`,
      about: `${about.base}mf-manifest.json`,
      contact: `${contact.base}mf-manifest.json`,
    });
  });

  it('inlines the entry of each remote whose manifest it read, so the page skips manifests', async () => {
    const res = await page('/about');
    const inline = /<script type="application\/json" id="remote-entries">([^<]*)<\/script>/.exec(
      res.body,
    );
    // only lessons serves a manifest in this suite
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual({
      lessons: `${lessons.base}static/js/lessons.e3.js`,
    });
  });

  it("hints a lesson page's hero, entry, module and content files, and nothing else", async () => {
    expect(preloadsOf(await page('/lesson/piano'))).toEqual([
      `image ${lessons.base}assets/images/lesson/hero/piano.webp`,
      `script ${lessons.base}static/js/lessons.e3.js`,
      `style ${lessons.base}static/css/async/page.bb.css`,
      `script ${lessons.base}static/js/async/page.b5.js`,
      `fetch ${lessons.base}assets/docs/lesson.txt`,
      `fetch ${lessons.base}assets/docs/lessons/piano.txt`,
    ]);
  });

  it('sends every hint but the main picture’s inert, to be fetched once the main content is on screen', async () => {
    const html = (await page('/lesson/piano')).body;
    const later = /<template id="later-hints">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    // the picture's hint alone is live; every other one waits in the template
    const live = html.replace(/<template id="later-hints">.*?<\/template>/, '');
    expect(preloadsOf({ body: live })).toEqual([
      `image ${lessons.base}assets/images/lesson/hero/piano.webp`,
    ]);
    expect(preloadsOf({ body: later })).toEqual(preloadsOf({ body: html }).slice(1));
    // without a main picture, every hint waits for the page the server drew
    const contact = (await page('/contact')).body;
    const contactLater = /<template id="later-hints">(.*?)<\/template>/.exec(contact)?.[1] ?? '';
    expect(preloadsOf({ body: contactLater }).length).toBeGreaterThan(0);
    expect(preloadsOf({ body: contactLater })).toEqual(preloadsOf({ body: contact }));
  });

  it('hints the content files the server read for the page, as the page fetches them', async () => {
    const res = await page('/lesson/piano');
    // the content helpers' fetch() is a CORS request without credentials: so is the hint
    expect(res.body).toContain(
      `<link rel="preload" href="${lessons.base}assets/docs/lessons/piano.txt" as="fetch" crossorigin="anonymous" />`,
    );
    // Home's head needs no content file, and a file that could not be read is not hinted
    expect(preloadsOf(await page('/')).some((hint) => hint.startsWith('fetch '))).toBe(false);
    expect(
      preloadsOf(await page('/about/article/learn-to-play-piano')).filter((hint) =>
        hint.startsWith('fetch '),
      ),
    ).toEqual([`fetch ${about.base}assets/docs/articles/directory.json`]);
  });

  it("hints an album's first thumbnail, and the photo gallery's newest cover, first", async () => {
    const thumbnail = (photo: number) =>
      `image ${gallery.base}assets/images/gallery/spring-recital-2026/thumbnails/spring-recital-2026%20(${photo}).webp`;
    const album = await page('/gallery/photo/spring-recital-2026');
    expect(preloadsOf(album)[0]).toBe(thumbnail(1));
    expect(album.body).toContain('type="image/webp" fetchpriority="high"');
    // the fixture's album names no cover: its first photo is
    expect(preloadsOf(await page('/gallery/photo'))[0]).toBe(thumbnail(1));
  });

  it('hints the home banner first, with high priority, and no remote file', async () => {
    const res = await page('/');
    expect(preloadsOf(res)[0]).toBe('image /assets/images/home/banner.webp');
    // the widths the banner's <source> offers, so a phone's hint fetches the half-width one
    expect(res.body).toContain(
      'type="image/webp" fetchpriority="high" imagesrcset="/assets/images/home/banner-800.webp 800w, /assets/images/home/banner.webp 1600w" imagesizes="100vw"',
    );
    // the remote sections load as the visitor scrolls towards them
    for (const remote of [lessons, about]) {
      expect(preloadsOf(res).some((hint) => hint.includes(remote.base))).toBe(false);
    }
  });

  it('hints nothing of a remote whose manifest cannot be read, and still sends the page', async () => {
    const res = await page('/about/faq');
    expect(res.statusCode).toBe(200);
    const codeHints = preloadsOf(res).filter((hint) => !hint.startsWith('fetch '));
    expect(codeHints.some((hint) => hint.includes(about.base))).toBe(false);
  });

  it("hints the shell's own start-up files after the hero, before any remote's", async () => {
    const startup = ['/static/css/async/2.b6.css', '/static/js/async/2.b1.js'];
    const built = createFakeDist({
      ...fakeFiles,
      'index.html': indexHtml,
      [startupFilesName]: JSON.stringify(startup),
      'static/css/async/2.b6.css': '.banner { height: 85vh }',
    });
    const shell = buildAppServer({ workspace: 'shell', root: built.root, env: envFor() });
    try {
      const shellBase = await listen(shell);
      expect((await request(`${shellBase}/lesson/piano`)).body).toContain(
        '<link rel="preload" href="/static/css/async/2.b6.css" as="style" fetchpriority="low" />',
      );
      for (const path of ['/', '/lesson/piano', '/contact', '/no-such-page']) {
        const hints = preloadsOf(await request(`${shellBase}${path}`));
        // only a hero picture goes before them; every other hint is a remote's
        const start = hints[0]?.startsWith('image ') ? 1 : 0;
        expect(hints.slice(start, start + 2)).toEqual([
          'style /static/css/async/2.b6.css',
          'script /static/js/async/2.b1.js',
        ]);
        expect(hints.slice(start + 2).every((hint) => hint.includes('://'))).toBe(true);
      }
      expect(preloadsOf(await request(`${shellBase}/`))[0]).toBe(
        'image /assets/images/home/banner.webp',
      );
    } finally {
      await shell.close();
      built.remove();
    }
  });

  it('gives a single-bundle build its hero and content preloads but nothing federated', async () => {
    const single = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: envFor(),
      singleBundle: true,
    });
    try {
      const res = await request(`${await listen(single)}/lesson/piano`);
      expect(preloadsOf(res)).toEqual([
        `image ${lessons.base}assets/images/lesson/hero/piano.webp`,
        `fetch ${lessons.base}assets/docs/lesson.txt`,
        `fetch ${lessons.base}assets/docs/lessons/piano.txt`,
      ]);
      expect(res.body).not.toContain('id="remote-list"');
      expect(res.body).not.toContain('id="remote-entries"');
      expect(titleOf(res)).toMatch(/^Piano Lessons \|/);
    } finally {
      await single.close();
    }
  });

  it('hints no remote file on a page that is not found: the header loads its menus on intent', async () => {
    const hints = preloadsOf(await page('/no-such-page'));
    for (const remote of [lessons, contact]) {
      expect(hints.some((hint) => hint.includes(remote.base))).toBe(false);
    }
  });

  it('hints the lesson service on the contact page, whose form lists the lessons', async () => {
    const hints = preloadsOf(await page('/contact'));
    expect(hints).toContain(`script ${lessons.base}static/js/async/service.5d.js`);
    expect(hints).toContain(`script ${lessons.base}static/js/lessons.e3.js`);
  });
});

describe("pages with the shell's server view", () => {
  // each shell starts a render worker process, which loads the view and jsdom first
  jest.setTimeout(30_000);

  const startup = ['/static/css/async/2.b6.css', '/static/js/async/2.b1.js'];
  const viewModule = (body: string) =>
    `exports.renderShellView = async function (url) { return { html: (() => { ${body} })(), views: [], content: {} }; };\n`;

  async function withShell(
    renderer: string,
    check: (shellBase: string, errors: string[]) => Promise<void>,
    registry: RemoteRegistry = { remotes: {} },
  ): Promise<void> {
    const built = createFakeDist({
      ...fakeFiles,
      'index.html': indexHtml,
      [startupFilesName]: JSON.stringify(startup),
      'static/css/async/2.b6.css': '.banner { height: 85vh }',
      [shellViewFile]: renderer,
      'registry.json': JSON.stringify(registry),
    });
    const errors: string[] = [];
    // one render worker is enough for one request at a time
    const env = envFor({ REGISTRY_FILE: join(built.root, 'registry.json'), RENDER_WORKERS: '1' });
    const shell = buildAppServer({ workspace: 'shell', root: built.root, env });
    const report = (message: string) => errors.push(message);
    shell.log.error = report as typeof shell.log.error;
    shell.log.warn = report as typeof shell.log.warn;
    try {
      const shellBase = await listen(shell);
      await untilHealthy(shellBase);
      await check(shellBase, errors);
    } finally {
      await shell.close();
      built.remove();
    }
  }

  it("puts the view of the page's own URL in the root element", async () => {
    await withShell(viewModule('return `<main>view of ${url}</main>`;'), async (shellBase) => {
      const res = await request(`${shellBase}/lesson/piano?ref=menu`);
      expect(res.body).toContain(
        '<div id="root"><main>view of /lesson/piano?ref=menu</main></div>',
      );
    });
  });

  it("carries the shell's styles inline, so the view paints styled, and no longer hints them", async () => {
    await withShell(viewModule("return '<main></main>';"), async (shellBase) => {
      const res = await request(`${shellBase}/`);
      expect(res.body).toContain(
        '<style data-href="/static/css/async/2.b6.css">.banner { height: 85vh }</style>',
      );
      expect(res.body.indexOf('data-href=')).toBeLessThan(res.body.indexOf('</head>'));
      // the policy admits it by hash, with no 'unsafe-inline'
      const policy = String(res.headers['content-security-policy']);
      const hash = createHash('sha256').update('.banner { height: 85vh }').digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
      expect(policy).not.toContain('unsafe-inline');
      expect(preloadsOf(res)).not.toContain('style /static/css/async/2.b6.css');
      expect(preloadsOf(res)).toContain('script /static/js/async/2.b1.js');
    });
  });

  it("hints a drawn article's opening figure at high priority, from the about remote", async () => {
    const body = JSON.stringify(
      '<figure><picture><source srcset="assets/images/articles/lead.webp" type="image/webp"><img src="assets/images/articles/lead.jpg" alt=""></picture></figure><p>Text</p>',
    );
    const renderer =
      `exports.renderShellView = async function () { return { html: '<main></main>', views: [], ` +
      `content: { ${JSON.stringify(`${about.base}assets/docs/articles/content/lead.html`)}: ${body} } }; };\n`;
    await withShell(renderer, async (shellBase) => {
      const res = await request(`${shellBase}/about/article/learn-to-play-piano`);
      const lead = `${about.base}assets/images/articles/lead.webp`;
      expect(preloadsOf(res)[0]).toBe(`image ${lead}`);
      expect(res.body).toContain(
        `<link rel="preload" href="${lead}" as="image" type="image/webp" fetchpriority="high" />`,
      );
    });
  });

  it('hints no picture for a drawn page without a hero or an opening figure', async () => {
    await withShell(viewModule("return '<main></main>';"), async (shellBase) => {
      const res = await request(`${shellBase}/about/article/learn-to-play-piano`);
      expect(preloadsOf(res).filter((hint) => hint.startsWith('image '))).toEqual([]);
    });
  });

  it('sends the page for the browser to render when the view throws, and says why', async () => {
    await withShell(viewModule("throw new Error('broken header');"), async (shellBase, errors) => {
      const res = await request(`${shellBase}/contact`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-href=');
      expect(errors.join('\n')).toMatch(/server view of \/contact failed.*broken header/);
    });
  });

  describe("a remote's part, drawn by the remote's own server view", () => {
    const lessonsManifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/lessons.e3.js', path: '' } },
      exposes: [
        {
          name: 'LessonPage',
          assets: {
            js: { sync: ['static/js/async/page.b5.js'] },
            css: { sync: ['static/css/async/page.bb.css'] },
          },
        },
      ],
    };
    // The shell's view draws what the remote's view hands it, and reads what that asks for.
    const shellRenderer = `
      exports.sharedModules = { react: "the shell's React" };
      exports.renderShellView = async function (url, { views, readContent }) {
        const page = views.get('lessons/LessonPage');
        if (!page) return { html: '<main>loading</main>', views: [], content: {} };
        const content = {};
        for (const file of page.reads) {
          const raw = await readContent(file);
          if (raw !== undefined) content[file] = raw;
        }
        return { html: '<main>' + page.default + '</main>', views: ['lessons/LessonPage'], content };
      };`;
    const remoteView = `exports.loadRemoteViews = function (publicPath) {
      return { './LessonPage': {
        default: 'lesson page with ' + require('react'),
        reads: [publicPath + 'assets/docs/lesson.txt', 'http://127.0.0.1:9/secret.txt'],
      } };
    };`;

    const viewFile = 'ssr/remoteViews.a1.cjs';
    /** The shell with the registry recording this lesson view's digest as live. */
    const withLessonView = (
      check: (shellBase: string, errors: string[]) => Promise<void>,
      code = remoteView,
    ) =>
      withShell(
        shellRenderer,
        check,
        registryOf({ lessons: { base: lessons.base, file: viewFile, code } }),
      );

    beforeEach(() => {
      lessons.files.set('mf-manifest.json', JSON.stringify(lessonsManifest));
      lessons.files.set('ssr/remote-view.json', JSON.stringify({ file: 'ssr/remoteViews.a1.cjs' }));
      lessons.files.set('ssr/remoteViews.a1.cjs', remoteView);
    });
    afterEach(() => {
      for (const file of ['mf-manifest.json', 'ssr/remote-view.json', 'ssr/remoteViews.a1.cjs']) {
        lessons.files.delete(file);
      }
    });

    it("is drawn with the shell's singletons, its styles linked and its content in the page", async () => {
      await withLessonView(async (shellBase) => {
        const res = await request(`${shellBase}/lesson/piano`);
        expect(res.body).toContain(
          '<div id="root"><main>lesson page with the shell\'s React</main></div>',
        );
        const data = /<script type="application\/json" id="server-render">([^<]*)<\/script>/.exec(
          res.body,
        );
        const lessonList = `${lessons.base}assets/docs/lesson.txt`;
        // only the remote's own files are read: nothing else a part names
        expect(JSON.parse(data?.[1] ?? 'null')).toEqual({
          views: ['lessons/LessonPage'],
          content: { [lessonList]: lessons.files.get('assets/docs/lesson.txt') },
        });
        expect(res.body).toContain(
          `<link rel="stylesheet" href="${lessons.base}static/css/async/page.bb.css" />`,
        );
        // linked and carried, so no longer hinted
        expect(preloadsOf(res)).not.toContain(`style ${lessons.base}static/css/async/page.bb.css`);
        expect(preloadsOf(res)).not.toContain(`fetch ${lessonList}`);
        expect(preloadsOf(res)).toContain(`script ${lessons.base}static/js/async/page.b5.js`);
      });
    });

    it('carries its style sheet inline when it can read it, admitted by hash in the policy', async () => {
      const css = '.hero { min-height: 60vh }';
      lessons.files.set('static/css/async/page.bb.css', css);
      try {
        await withLessonView(async (shellBase) => {
          const res = await request(`${shellBase}/lesson/piano`);
          // named as the remote's CSS loader names it, relative to the remote's public path
          expect(res.body).toContain(
            `<style data-href="static/css/async/page.bb.css">${css}</style>`,
          );
          expect(res.body).not.toContain('rel="stylesheet"');
          const hash = createHash('sha256').update(css).digest('base64');
          const policy = String(res.headers['content-security-policy']);
          expect(policy).toContain(`'sha256-${hash}'`);
          expect(policy).not.toContain('unsafe-inline');
          // the shell's own inline styles are still admitted
          const shellHash = createHash('sha256')
            .update('.banner { height: 85vh }')
            .digest('base64');
          expect(policy).toContain(`'sha256-${shellHash}'`);
        });
      } finally {
        lessons.files.delete('static/css/async/page.bb.css');
      }
    });

    it("is refused, reported and left to the browser when its bytes do not match the registry's digest", async () => {
      await withLessonView(async (shellBase, errors) => {
        const res = await request(`${shellBase}/lesson/piano`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"><main>loading</main></div>');
        expect(errors.join('\n')).toMatch(
          /Refused the server view of lessons .*remoteViews\.a1\.cjs.*do not match the registry's digest sha384-/,
        );
      }, `${remoteView}\n// the release that was recorded`);
    });

    it("is drawn from the registry's release wherever it is served, and the browser gets the same one", async () => {
      const release = 'releases/lessons/2.0.0-abc/';
      const files = ['mf-manifest.json', 'ssr/remote-view.json', viewFile];
      for (const file of files)
        lessons.files.set(`${release}${file}`, lessons.files.get(file) ?? '');
      const base = `${lessons.base}${release}`;
      try {
        await withShell(
          shellRenderer,
          async (shellBase) => {
            const res = await request(`${shellBase}/lesson/piano`);
            expect(res.body).toContain("<main>lesson page with the shell's React</main>");
            const list = /<script type="application\/json" id="remote-list">([^<]*)<\/script>/.exec(
              res.body,
            );
            expect(JSON.parse(list?.[1] ?? '{}')).toMatchObject({
              lessons: `${base}mf-manifest.json`,
            });
            expect(preloadsOf(res)).toContain(`script ${base}static/js/async/page.b5.js`);
          },
          registryOf({ lessons: { base, file: viewFile, code: remoteView } }),
        );
      } finally {
        for (const file of files) lessons.files.delete(`${release}${file}`);
      }
    });

    it('is not run at all when the registry records no release of its remote', async () => {
      const before = lessons.hits.get(viewFile) ?? 0;
      await withShell(shellRenderer, async (shellBase) => {
        const res = await request(`${shellBase}/lesson/piano`);
        expect(res.body).toContain('<div id="root"><main>loading</main></div>');
        expect(lessons.hits.get(viewFile) ?? 0).toBe(before);
      });
    });

    it('keeps drawing with the last good view when the remote stops serving it', async () => {
      await withLessonView(async (shellBase) => {
        expect((await request(`${shellBase}/lesson/piano`)).body).toContain('lesson page with');
        lessons.files.delete(viewFile);
        const later = await request(`${shellBase}/lesson/piano`);
        expect(later.body).toContain(
          '<div id="root"><main>lesson page with the shell\'s React</main></div>',
        );
      });
    });

    it('is left to the browser when the remote view cannot be read, and the page still comes', async () => {
      lessons.files.delete('ssr/remoteViews.a1.cjs');
      await withLessonView(async (shellBase) => {
        const res = await request(`${shellBase}/lesson/piano`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"><main>loading</main></div>');
        expect(res.body).not.toContain('id="server-render"');
        expect(res.body).not.toContain('rel="stylesheet"');
      });
    });
  });

  it('never serves the server view as a file, however its path is spelled', async () => {
    await withShell(viewModule("return '';"), async (shellBase) => {
      const [folder, file] = shellViewFile.split('/');
      for (const path of [
        `/${shellViewFile}`,
        `//${shellViewFile}`,
        `///${shellViewFile}`,
        `/static/../${shellViewFile}`,
        `/./${shellViewFile}`,
        `/%2e/${shellViewFile}`,
        `/${folder}%2f${file}`,
        `/${folder}%2F${file}`,
        `/static%5c..%5c${folder}/${file}`,
      ]) {
        const res = await request(`${shellBase}${path}`);
        expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
        expect(res.body).not.toContain('exports.renderShellView');
      }
    });
  });
});

/** @jest-environment node */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { shellViewFile, startupFilesName } from '@harmoni/shared/buildOutput';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { DOCUMENT_ONLY_HEADERS } from '../security/subresourceHeaders';
import { createFakeDist, fakeFiles, type FakeDist } from '../testing/fakeDist';
import { startFakeRemote, type FakeRemote } from '../testing/fakeRemote';
import { listen, request, untilHealthy, type RawResponse } from '../testing/http';
import type { RemoteRegistry } from '../registry/remoteRegistry';
import { registryOf } from '../testing/registry';
import type { DecidedPage } from '@harmoni/shared/pageFacts';
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

const full = (title: string) => `${title} | Harmoni Music School - Music School in Setia Alam`;

// Without a server view (a build without one, or its workers down) the route table alone
// decides what it can; the remotes decide the rest in the render (see below).
describe('pages the server could not render', () => {
  it.each([
    ['/', 'Music Lessons in Setia Alam'],
    ['/about', 'About Us'],
    ['/contact?instrument=piano', 'Contact Us'],
    ['/gallery/photo', 'Photo Gallery'],
  ])('%s answers 200 with its route’s head', async (path, title) => {
    const res = await page(path, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(res)).toBe(full(title));
    expect(metaOf(res, 'og:title')).toBe(full(title));
    const url = `${SITE}${path.split('?')[0]}`;
    expect(canonicalOf(res)).toBe(url);
    expect(metaOf(res, 'og:url')).toBe(url);
    expect(metaOf(res, 'og:image')).toBe(`${SITE}/assets/images/link-preview.jpg`);
    // the build's own title and description are replaced, not repeated
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).not.toContain('Built');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('noindex');
  });

  it.each(['/lesson/piano', '/gallery/photo/spring-recital-2026', '/about/article/theory-basics'])(
    '%s, which only its remote can confirm, answers 503 with Retry-After, never 200',
    async (path) => {
      const res = await page(path);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it.each(['/no-such-page', '/lesson', '/gallery/photo/a/b'])(
    '%s answers 404 with the page document and a noindex head',
    async (path) => {
      const res = await page(path, { accept: 'text/html' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(res)).toBe(full('Page Not Found'));
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('answers curl and link preview bots (Accept */* or none), and HEAD', async () => {
    for (const accept of ['*/*', undefined]) {
      const res = await request(`${base}/about`, { headers: accept ? { accept } : {} });
      expect(titleOf(res)).toMatch(/^About Us \|/);
    }
    const head = await request(`${base}/about`, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('does not answer a page to a request that wants JSON', async () => {
    const res = await page('/about', { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('keeps real 404s for missing files', async () => {
    const res = await page('/static/js/gone.js', { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('lists the static pages in the sitemap, and lets every crawler in', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/about/faq`);
    expect(locs.filter((loc) => loc?.includes('/lesson/'))).toEqual([]);
    const robots = await page('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
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

  it("hints a lesson page's entry and module files, and nothing else", async () => {
    expect(preloadsOf(await page('/lesson/piano'))).toEqual([
      `script ${lessons.base}static/js/lessons.e3.js`,
      `style ${lessons.base}static/css/async/page.bb.css`,
      `script ${lessons.base}static/js/async/page.b5.js`,
    ]);
  });

  it('sends every hint inert without a main picture, to be fetched once the page is on screen', async () => {
    const contact = (await page('/contact')).body;
    const contactLater = /<template id="later-hints">(.*?)<\/template>/.exec(contact)?.[1] ?? '';
    expect(preloadsOf({ body: contactLater }).length).toBeGreaterThan(0);
    expect(preloadsOf({ body: contactLater })).toEqual(preloadsOf({ body: contact }));
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
        // every other hint is a remote's
        expect(hints.slice(0, 2)).toEqual([
          'style /static/css/async/2.b6.css',
          'script /static/js/async/2.b1.js',
        ]);
        expect(hints.slice(2).every((hint) => hint.includes('://'))).toBe(true);
      }
    } finally {
      await shell.close();
      built.remove();
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
  /** What a render answers about a page, as the shell's view decides it (decidePage). */
  const decidedPage = `function decided(url, page) {
    const path = new URL(url, 'http://x').pathname;
    return Object.assign({ status: 200, path, head: { title: 'Drawn' }, jsonLd: [], noindex: false }, page);
  }`;
  const viewModule = (body: string) =>
    `${decidedPage}\nexports.renderShellView = async function (url) { return { html: (() => { ${body} })(), views: [], content: {}, missing: [], page: decided(url) }; };\n`;
  /** A view that answers each path with the page facts given for it (a 200 'Drawn' page else). */
  const viewAnswering = (pages: Record<string, Partial<DecidedPage>>) =>
    `${decidedPage}\nconst pages = ${JSON.stringify(pages)};\n` +
    `exports.renderShellView = async function (url) { const page = decided(url, pages[new URL(url, 'http://x').pathname]); return { html: '<main>' + page.path + '</main>', views: [], content: {}, missing: [], page }; };\n`;

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

  describe('what the render decides about the page', () => {
    const hostile = '"><script>alert(1)</script>';
    const pages: Record<string, Partial<DecidedPage>> = {
      '/about/article/theory-basics': {
        head: {
          title: 'Music Theory for Beginners',
          description: 'Meta text about theory',
          keywords: 'music theory',
          type: 'article',
        },
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: 'Music Theory for Beginners',
          },
        ],
        previewImage: 'http://about.test/assets/images/articles/theory.jpg',
        mainPicture: {
          href: 'http://about.test/assets/images/articles/theory.webp',
          type: 'image/webp',
        },
      },
      '/gallery/spring-recital-2026': {
        head: { title: 'Spring Recital 2026', canonicalPath: '/gallery/photo/spring-recital-2026' },
      },
      '/about/article/evil': {
        head: { title: hostile, description: "it's </script><!-- & <b>", keywords: '" onload="x' },
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: hostile,
            description: "it's </script><!-- & <b>",
          },
        ],
        previewImage: 'http://about.test/x.jpg?"><script>',
      },
      '/lesson/tuba': { status: 404, head: { title: 'Page Not Found' }, noindex: true },
      '/lesson/piano': { status: 503, head: { title: 'Music Lessons' }, noindex: true },
      '/': {
        head: { title: 'Music Lessons in Setia Alam' },
        mainPicture: {
          href: '/assets/images/home/banner.webp',
          type: 'image/webp',
          srcset: '/assets/images/home/banner-800.webp 800w, /assets/images/home/banner.webp 1600w',
          sizes: '100vw',
        },
      },
    };
    const drawn = (check: (shellBase: string) => Promise<void>) =>
      withShell(viewAnswering(pages), check);
    const jsonLdOf = (res: RawResponse) =>
      [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
      );

    it('answers with the head, status, structured data and pictures its render stated', async () => {
      await drawn(async (shellBase) => {
        const article = await request(`${shellBase}/about/article/theory-basics`);
        expect(article.statusCode).toBe(200);
        expect(article.body).toContain('<div id="root"><main>/about/article/theory-basics</main>');
        expect(titleOf(article)).toBe(full('Music Theory for Beginners'));
        expect(metaOf(article, 'og:title')).toBe(full('Music Theory for Beginners'));
        expect(metaOf(article, 'description')).toBe('Meta text about theory');
        expect(metaOf(article, 'keywords')).toMatch(/^music theory, Harmoni Music School/);
        expect(metaOf(article, 'og:type')).toBe('article');
        expect(metaOf(article, 'og:image')).toBe(
          'http://about.test/assets/images/articles/theory.jpg',
        );
        expect(canonicalOf(article)).toBe(`${SITE}/about/article/theory-basics`);
        expect(jsonLdOf(article)).toEqual([
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: 'Music Theory for Beginners',
          },
        ]);
        expect(article.body).not.toContain('noindex');
        // its main picture comes first, live, at high priority
        expect(preloadsOf(article)[0]).toBe(
          'image http://about.test/assets/images/articles/theory.webp',
        );
        expect(article.body).toContain(
          '<link rel="preload" href="http://about.test/assets/images/articles/theory.webp" as="image" type="image/webp" fetchpriority="high" />',
        );
        // one page, two addresses: the canonical one is named
        const album = await request(`${shellBase}/gallery/spring-recital-2026`);
        expect(canonicalOf(album)).toBe(`${SITE}/gallery/photo/spring-recital-2026`);
        // the home banner at the widths its <source> offers
        const home = await request(`${shellBase}/`);
        expect(preloadsOf(home)[0]).toBe('image /assets/images/home/banner.webp');
        expect(home.body).toContain(
          'type="image/webp" fetchpriority="high" imagesrcset="/assets/images/home/banner-800.webp 800w, /assets/images/home/banner.webp 1600w" imagesizes="100vw"',
        );
      });
    });

    it('answers 404 and 503 as the render decided, never indexed, 503 with Retry-After', async () => {
      await drawn(async (shellBase) => {
        const unknown = await request(`${shellBase}/lesson/tuba`);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.headers['retry-after']).toBeUndefined();
        expect(titleOf(unknown)).toBe(full('Page Not Found'));
        expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
        const unconfirmed = await request(`${shellBase}/lesson/piano`);
        expect(unconfirmed.statusCode).toBe(503);
        expect(unconfirmed.headers['retry-after']).toBe('30');
        expect(unconfirmed.body).toContain('<meta name="robots" content="noindex" />');
      });
    });

    it('escapes hostile content in every tag', async () => {
      await drawn(async (shellBase) => {
        const res = await request(`${shellBase}/about/article/evil`);
        expect(res.body).not.toContain('<script>alert');
        expect(res.body).not.toContain('</script><!--');
        expect(res.body).not.toContain('" onload="');
        expect(res.body).not.toContain('?"><script>');
        expect(titleOf(res)).toBe(full(hostile));
        expect(metaOf(res, 'description')).toBe("it's </script><!-- & <b>");
        const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
          res.body,
        )?.[1];
        expect(json).not.toMatch(/[<>]/);
        expect(JSON.parse(json ?? '')).toEqual({
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: hostile,
          description: "it's </script><!-- & <b>",
        });
      });
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
    const shellRenderer = `${decidedPage}
      exports.sharedModules = { react: "the shell's React" };
      exports.renderShellView = async function (url, { views, readContent }) {
        const page = views.get('lessons/LessonPage');
        // undrawn, the lesson is not confirmed: as the real view decides it
        if (!page) return { html: '<main>loading</main>', views: [], content: {}, missing: [], page: decided(url, { status: 503, noindex: true }) };
        const content = {};
        for (const file of page.reads) {
          const answer = await readContent(file);
          if (answer.status === 'read') content[file] = answer.text;
        }
        return { html: '<main>' + page.default + '</main>', views: ['lessons/LessonPage'], content, missing: [], page: decided(url) };
      };`;
    const remoteView = `exports.loadRemoteViews = function (publicPath) {
      return {
        './LessonPage': {
          default: 'lesson page with ' + require('react'),
          reads: [publicPath + 'assets/docs/lesson.txt', 'http://127.0.0.1:9/secret.txt'],
        },
        // what it publishes for the sitemap: its own page, and others it has no say over
        './sitePages': {
          default: async (read) => {
            const list = await read(publicPath + 'assets/docs/lesson.txt');
            const lessons = list.status === 'read' ? JSON.parse(list.text) : [];
            const own = lessons.filter((lesson) => lesson.link).map((lesson) => '/lesson/' + lesson.link);
            return [...own, '/about/article/not-mine', '/no-such-route', 'relative', 42];
          },
        },
      };
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
          missing: [],
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

    it('publishes its own pages for the sitemap, and nothing it has no say over', async () => {
      await withLessonView(async (shellBase) => {
        const res = await request(`${shellBase}/sitemap.xml`);
        const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
        expect(locs).toContain(`${SITE}/lesson/piano`);
        expect(locs).toContain(`${SITE}/about`);
        expect(locs.filter((loc) => loc?.includes('/lesson/'))).toEqual([`${SITE}/lesson/piano`]);
        expect(res.body).not.toContain('not-mine');
        expect(res.body).not.toContain('no-such-route');
        expect(res.body).not.toContain('relative');
      });
    });

    it("is refused, reported and left to the browser when its bytes do not match the registry's digest", async () => {
      await withLessonView(async (shellBase, errors) => {
        const res = await request(`${shellBase}/lesson/piano`);
        expect(res.statusCode).toBe(503);
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
        expect(res.statusCode).toBe(503);
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

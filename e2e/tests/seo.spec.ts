import type { APIResponse } from '@playwright/test';
import { articleHead, notFoundHead, routeHead } from '@harmoni/shared/pageHead';
import { remoteRoutes } from '@harmoni/shared/routes';
import { closeDialogsWhenOpen } from '../support/about';
import { expect, test } from '../support/test';
import {
  albumFolders,
  albumInfo,
  articleDirectory,
  concertList,
  lessonList,
} from '../support/siteContent';

const suffix = ' | Harmoni Music School - Music School in Setia Alam';

/** The head as a crawler reads it: the HTML as sent, no JavaScript run. */
function headOf(html: string) {
  const unescape = (text: string | undefined) =>
    text
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (key: string) =>
    unescape(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]);
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('description'),
    keywords: meta('keywords'),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    twitterTitle: meta('twitter:title'),
    robots: meta('robots'),
  };
}

async function fetchHead(response: APIResponse) {
  return headOf(await response.text());
}

const withLink = lessonList().filter((lesson) => lesson.link);
const articles = articleDirectory();
const withMeta = articles.find((entry) => entry.meta_title && entry.meta_description);
const withoutMeta = articles.find((entry) => !entry.meta_title);
const folder = albumFolders()[0] ?? '';
const concert = concertList().find((entry) => entry.display);

/** One instance of every route of the route table, and a second article with meta fields. */
const pages: { path: string; title?: string; description?: string }[] = [
  { path: '/', title: routeHead('').title, description: routeHead('').description },
  { path: `/lesson/${withLink[0]?.link ?? ''}` },
  { path: '/gallery/photo', title: 'Photo Gallery' },
  { path: `/gallery/photo/${folder}`, title: albumInfo(folder).name },
  { path: `/gallery/${folder}`, title: albumInfo(folder).name },
  { path: '/gallery/video', title: 'Video Gallery' },
  { path: `/gallery/concert/${concert?.url ?? ''}`, title: concert?.title },
  { path: '/about' },
  { path: '/about/vision-and-mission' },
  { path: '/about/article' },
  { path: `/about/article/${withoutMeta?.id ?? ''}`, ...articleHead(withoutMeta) },
  { path: `/about/article/${withMeta?.id ?? ''}`, ...articleHead(withMeta) },
  { path: '/about/exam-boards' },
  { path: '/about/faq' },
  { path: '/about/setup-online-lesson' },
  { path: '/contact' },
  { path: '/terms' },
  { path: '/privacy-policy' },
];

test.describe('link previews and search, without JavaScript', () => {
  test('the page list covers the whole route table', () => {
    expect(withMeta?.meta_title).toBeTruthy();
    expect(withoutMeta).toBeTruthy();
    expect(pages).toHaveLength(remoteRoutes.length + 2);
  });

  test('every route answers with its own title, description, canonical and preview tags', async ({
    request,
    baseURL,
  }) => {
    const seen = new Map<string, string>();
    for (const { path, title, description } of pages) {
      const response = await request.get(path, { headers: { accept: '*/*' } });
      expect(response.status(), path).toBe(200);
      const head = await fetchHead(response);
      expect(head.titles, path).toBe(1);
      expect(head.title, path).toMatch(new RegExp(`${suffix.replace(/[|]/g, '\\|')}$`));
      if (title) expect(head.title, path).toBe(`${title}${suffix}`);
      if (description) expect(head.description, path).toBe(description);
      expect(head.description, path).toBeTruthy();
      expect(head.keywords, path).toContain('Harmoni Music School');
      // an album's second address names its first one as canonical
      const canonicalPath = /^\/gallery\/(?!(?:photo|video)$)[^/]+$/.test(path)
        ? path.replace('/gallery/', '/gallery/photo/')
        : path;
      expect(head.canonical, path).toBe(`${baseURL}${canonicalPath}`);
      expect(head.ogUrl, path).toBe(head.canonical);
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.twitterTitle, path).toBe(head.title);
      expect(head.ogDescription, path).toBe(head.description);
      expect(head.robots, path).toBeUndefined();
      // each page's title is its own (the album has two addresses)
      const before = seen.get(head.title ?? '');
      if (before) expect(path.replace('/photo', '')).toBe(before.replace('/photo', ''));
      seen.set(head.title ?? '', path);
    }
  });

  test("the server's head is the one the page sets once it runs", async ({ page, request }) => {
    for (const path of [
      `/lesson/${withLink[0]?.link ?? ''}`,
      `/about/article/${withMeta?.id}`,
      `/gallery/${folder}`,
    ]) {
      const head = await fetchHead(await request.get(path));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(head.title ?? '');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        head.description ?? '',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        head.canonical ?? '',
      );
    }
  });

  test('client navigation updates the canonical URL and the preview tags', async ({
    page,
    baseURL,
  }) => {
    await closeDialogsWhenOpen(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/about/faq');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/about/faq`,
    );
    const title = await page.title();
    expect(title).not.toBe(`${routeHead('').title}${suffix}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    // the school's structured data belonged to Home
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('an unknown route answers 404, and the browser shows the not-found page', async ({
    request,
    page,
  }) => {
    for (const path of ['/no-such-page', '/lesson/harp', '/about/article/no-such-article']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const head = await fetchHead(response);
      expect(head.title).toBe(`${notFoundHead.title}${suffix}`);
      expect(head.robots).toBe('noindex');
    }
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  test('Home describes the school and an article itself as structured data', async ({
    request,
  }) => {
    const jsonLd = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g,
        ),
      ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
    const [school] = await jsonLd('/');
    expect(school).toMatchObject({
      '@type': ['EducationalOrganization', 'LocalBusiness'],
      address: { '@type': 'PostalAddress' },
    });
    const article = (await jsonLd(`/about/article/${withMeta?.id}`)).find(
      (description) => description['@type'] === 'Article',
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: withMeta?.meta_title,
      datePublished: withMeta?.published_at,
    });
  });

  test('sitemap.xml lists every public page', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const listed = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => match[1],
    );
    const expected = [
      '/',
      ...remoteRoutes.filter((route) => !route.path.includes(':')).map((r) => `/${r.path}`),
      ...withLink.map((lesson) => `/lesson/${lesson.link}`),
      ...articles.map((entry) => `/about/article/${entry.id}`),
      ...albumFolders().map((name) => `/gallery/photo/${name}`),
      ...concertList()
        .filter((entry) => entry.display)
        .map((entry) => `/gallery/concert/${entry.url}`),
    ].map((path) => `${baseURL}${path}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(concertList().some((entry) => !entry.display)).toBe(true);
  });

  test('robots.txt lets crawlers in and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

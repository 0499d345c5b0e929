/** @jest-environment node */
import { browserSample, gatePages, pageOf, sitemapPaths } from './gatePages';

const sitemap = (site: string, paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((path) => `<url><loc>${site}${path}</loc></url>`).join('')}</urlset>`;

describe('the pages the gate asks for', () => {
  it("reads the sitemap's paths on the site, leaving other sites' addresses out", () => {
    const xml = sitemap('https://school.example', ['/', '/lesson/piano', '/gallery/photo/a']);
    expect(
      sitemapPaths(
        `${xml}<url><loc>https://elsewhere.example/x</loc></url>`,
        'https://school.example',
      ),
    ).toEqual(['/', '/lesson/piano', '/gallery/photo/a']);
    // a site under a path: its paths are the shell's
    expect(
      sitemapPaths(
        sitemap('https://a.example/school', ['/', '/about']),
        'https://a.example/school',
      ),
    ).toEqual(['/', '/about']);
  });

  it("lists the home page, every route without a parameter and the sitemap's pages once, by owner", () => {
    const pages = gatePages(['/', '/lesson/piano', '/gallery/photo', '/gallery/concert/x']);
    const paths = pages.map((page) => page.path);
    expect(paths.filter((path) => path === '/gallery/photo')).toHaveLength(1);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about/faq', '/contact', '/terms', '/lesson/piano']),
    );
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(pageOf('/lesson/piano')).toEqual({
      path: '/lesson/piano',
      owner: 'lessons',
      route: 'lesson/:lesson',
      module: 'lessons/LessonPage',
    });
    expect(pageOf('/').owner).toBe('shell');
    expect(pageOf('/contact').owner).toBe('contact');
    expect(pageOf('/no/such/page').owner).toBe('shell');
  });

  it('fills in a route the sitemap leaves out (the album alias) from a listed page of its module', () => {
    const paths = gatePages(['/gallery/photo/spring-recital', '/gallery/concert/x']).map(
      (page) => page.path,
    );
    expect(paths).toContain('/gallery/spring-recital');
    expect(pageOf('/gallery/spring-recital').route).toBe('gallery/:folder');
    // nothing to fill it from: left out, never a path with a parameter in it
    expect(gatePages(['/lesson/piano']).map((page) => page.path)).not.toContain('/gallery/');
    // a folder a static route takes (/gallery/video) is not the alias, nor asked twice
    expect(
      gatePages(['/gallery/photo/video']).filter((page) => page.path === '/gallery/video'),
    ).toEqual([expect.objectContaining({ route: 'gallery/video' })]);
  });

  it("samples one page per route of the other remotes for the browser, none of the candidate's", () => {
    const pages = gatePages(['/lesson/piano', '/lesson/violin', '/gallery/concert/x']);
    const sample = browserSample(pages, 'gallery');
    expect(sample.some((page) => page.owner === 'gallery' || page.owner === 'shell')).toBe(false);
    expect(sample.filter((page) => page.route === 'lesson/:lesson')).toEqual([
      expect.objectContaining({ path: '/lesson/piano' }),
    ]);
    expect(sample.map((page) => page.owner)).toEqual(
      expect.arrayContaining(['lessons', 'about', 'contact']),
    );
  });
});

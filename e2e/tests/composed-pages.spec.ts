import { matchSiteRoute, modulesForPage, remoteRoutes } from '@harmoni/shared/routes';
import { waitForHydratedMain } from '../support/hydration';
import { expect, test } from '../support/test';

/**
 * One address of every screen of the route table, a page its remote says is not there, and the
 * home page, whose events section the server draws with it.
 */
const pages = [
  '/',
  '/lesson/piano',
  '/lesson/tuba',
  '/gallery/photo',
  '/gallery/photo/ukulele-fun-day-2026',
  '/gallery/ukulele-fun-day-2026',
  '/gallery/video',
  '/gallery/concert/year-end-concert-2025',
  '/about',
  '/about/vision-and-mission',
  '/about/article',
  '/about/article/learn-to-play-piano',
  '/about/exam-boards',
  '/about/faq',
  '/about/setup-online-lesson?section=guitar',
  '/contact?instrument=violin',
  '/terms',
  '/privacy-policy',
];

/** What React or the shell reports when the HTML and the app's first render differ. */
const mismatch = /did not match|hydrat|Minified React error #(418|423|425)/i;

test('every screen is drawn in parts on the server and hydrates without a mismatch', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const routeOf = (path: string) => {
    const match = matchSiteRoute(path.split('?')[0] ?? '');
    return match?.kind === 'remote' ? match.route : undefined;
  };
  const covered = new Set(pages.flatMap((path) => routeOf(path)?.path ?? []));
  expect([...covered].sort()).toEqual(remoteRoutes.map((route) => route.path).sort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && mismatch.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (mismatch.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
  });
  for (const path of pages) {
    // each region was drawn by its remote's worker and taken into the page, not left to the browser
    const modules = modulesForPage(path.split('?')[0] ?? '');
    expect(modules.length, path).toBeGreaterThan(0);
    const html = await (await request.get(path)).text();
    const drawn = /<script type="application\/json" id="server-render">([^<]*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(drawn?.[1] ?? '{}'), path).toMatchObject({
      views: expect.arrayContaining(modules),
    });
    expect(html, path).not.toContain('data-harmoni-slot');
    await page.goto(path);
    await waitForHydratedMain(page);
  }
  expect(errors).toEqual([]);
});

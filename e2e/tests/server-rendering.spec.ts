import type { Page } from '@playwright/test';
import { dismissAwardModal } from '../support/home';
import { waitForHydratedMain } from '../support/hydration';
import { expect, preparePage, test } from '../support/test';
import { expectPanelOpen, panelSummaries } from '../support/accordion';
import { waitForOwnRequestsSettled } from '../support/network';

/**
 * The shell's server renders every page (header, footer, the home page's banner, and a routed
 * page's remote part through that remote's own server view), so the page is there before any
 * script runs; the browser then hydrates it. Home's remote sections arrive in the browser.
 */
const routes = [
  '/',
  '/lesson/piano',
  '/gallery/photo/ukulele-fun-day-2026',
  '/about/article/learn-to-play-piano',
  '/contact',
  '/no-such-page',
];

/** What React or the shell reports when the HTML and the app's first render differ. */
const mismatch = /did not match|hydrat|Minified React error #(418|423|425)/i;

async function hydrationErrorsOn(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && mismatch.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (mismatch.test(error.message)) errors.push(error.message);
  });
  await page.goto(url);
  // The award announcement greets the home page as a modal: the page behind it is inert.
  if (new URL(url, 'http://localhost').pathname === '/') await dismissAwardModal(page);
  // Hydrated: the header's menu answers a click, which needs React's handlers (a click on the
  // server's HTML before they are attached does nothing, so it is tried until one is answered).
  const about = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'About' });
  await expect(async () => {
    if ((await about.getAttribute('aria-expanded')) !== 'true') await about.click();
    await expect(page.getByRole('link', { name: 'Vision & Mission' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  return errors;
}

test.describe('server rendering', () => {
  test('every page arrives with the header, the footer and a main region in its HTML', async ({
    request,
  }) => {
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toContain('<nav id="site-menu" aria-label="Main"');
      expect(root, path).toContain('<main id="main-content"');
      expect(root, path).toContain('<footer');
      // styled from the first paint: the shell's styles come inline, not left to its scripts
      expect(html, path).toMatch(/<style data-href="\/static\/css\/[^"]+\.css">/);
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-testid="home-banner"');
    expect(home).toContain('<h1 id="banner-title"');
  });

  test('without scripts the home page shows its banner, and its links lead to other pages', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harmoni Music School' }),
    ).toBeInViewport();
    await expect(page.getByRole('img', { name: /piano keyboard/ })).toBeInViewport();
    // the loader, already fading when the page arrives, lets clicks through to the page
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('banner')).toHaveAttribute('data-style', 'static');
    await context.close();
  });

  test('the loader shows at start and fades out by itself, since the page is already there', async ({
    context,
  }) => {
    // a page of its own: the suite's page would wait for code this test never lets arrive
    const page = await context.newPage();
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/lesson/piano');
    const loader = page.locator('#page-loader');
    await expect(loader).toHaveClass(/page-loader--fading/);
    await expect(loader).toHaveAttribute('aria-hidden', 'true');
    // a fade from full opacity that runs from the first paint, with no script to start it
    await expect(loader).toHaveCSS('animation-name', 'page-loader-fade-out');
    await expect(loader).toHaveCSS('animation-duration', '0.6s');
    await expect(loader).toHaveCSS('opacity', '0');
    await expect(loader).toHaveCSS('pointer-events', 'none');
  });

  test("the shell's scripts do not fetch the styles the page already carries", async ({ page }) => {
    const styleSheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) styleSheets.push(request.url());
    });
    const html = await (await page.request.get('/')).text();
    const inline = [...html.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href ?? '');
    expect(inline.length).toBeGreaterThan(0);
    await page.goto('/');
    await waitForOwnRequestsSettled(page);
    await expect(page.getByTestId('home-banner')).toHaveCSS('position', 'relative');
    for (const href of inline)
      expect(styleSheets).not.toContainEqual(expect.stringContaining(href));
  });

  for (const path of routes) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      expect(await hydrationErrorsOn(page, path)).toEqual([]);
    });
  }

  test.describe("a remote's page, drawn by the remote's own server view", () => {
    const drawn = [
      { path: '/lesson/piano', module: 'lessons/LessonPage', heading: 'Piano Lessons' },
      { path: '/gallery/photo', module: 'gallery/AlbumListPage', heading: 'Photo Gallery' },
      {
        path: '/gallery/photo/ukulele-fun-day-2026',
        module: 'gallery/AlbumPage',
        heading: 'Ukulele Fun Day 2026',
      },
      { path: '/gallery/video', module: 'gallery/VideoGalleryPage', heading: 'Video Gallery' },
      {
        path: '/about/article/learn-to-play-piano',
        module: 'about/ArticlePage',
        heading: 'Learn Piano',
      },
      {
        path: '/contact',
        module: 'contact/ContactPage',
        heading: 'Contact Us',
        // the enquiry form's class list comes from the lesson service, drawn too
        services: ['lessons/lessonService'],
      },
      { path: '/terms', module: 'about/TermsPage', heading: 'Terms and Conditions' },
    ];

    test('arrives with its heading, the content it read, and its style sheet', async ({
      request,
    }) => {
      for (const { path, module, heading, services = [] } of drawn) {
        const html = await (await request.get(path)).text();
        const main = html.slice(html.indexOf('<main id="main-content"'), html.indexOf('</main>'));
        expect(main, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        const data = /<script type="application\/json" id="server-render">([^<]*)<\/script>/.exec(
          html,
        );
        const carried = JSON.parse(data?.[1] ?? '{}') as { views?: string[]; content?: object };
        expect(carried.views, path).toEqual([module, ...services]);
        expect(Object.keys(carried.content ?? {}).length, path).toBeGreaterThan(0);
        // its style sheet comes inline, named as the remote's CSS loader names it
        expect(html, path).toMatch(/<style data-href="static\/css\/async\/[^"]+\.css">/);
        // the CSP admits no inline style attribute: a drawn page must not need one
        expect(html.slice(html.indexOf('<div id="root">')), path).not.toMatch(/\sstyle="/);
      }
    });

    test("the remote's code does not fetch the styles the page carries", async ({ page }) => {
      const styleSheets: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.css')) styleSheets.push(request.url());
      });
      await page.goto('/lesson/piano');
      await panelSummaries(page.getByRole('region', { name: 'Frequently Asked Questions' }))
        .first()
        .click();
      await expect(page.getByTestId('lesson-hero')).toHaveCSS('position', 'relative');
      expect(styleSheets).toEqual([]);
    });

    test('the browser takes each drawn page over in one pass: nothing is thrown as it starts', async ({
      browser,
    }) => {
      // React suspends a part by throwing, and the form's checks could report by throwing: a
      // part whose module is here before hydration never suspends, and the form's checks
      // report their issues as data.
      // eight pages, each loaded with the debugger pausing on every exception
      test.setTimeout(90_000);
      for (const { path } of drawn) {
        const page = await browser.newPage();
        await preparePage(page);
        const cdp = await page.context().newCDPSession(page);
        const thrown: string[] = [];
        cdp.on('Debugger.paused', (event) => {
          thrown.push(String((event.data as { description?: string } | undefined)?.description));
          void cdp.send('Debugger.resume');
        });
        await cdp.send('Debugger.enable');
        await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
        await page.goto(path);
        await waitForHydratedMain(page);
        await waitForOwnRequestsSettled(page);
        expect(thrown, path).toEqual([]);
        await page.close();
      }
    });

    test('without scripts a lesson page shows its hero and text, styled', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/lesson/piano');
      await expect(page.getByRole('heading', { level: 1, name: 'Piano Lessons' })).toBeInViewport();
      await expect(page.getByRole('img', { name: /grand piano/ })).toBeInViewport();
      // the remote's own styles, carried by the page
      await expect(page.getByTestId('lesson-hero')).toHaveCSS('position', 'relative');
      await expect(page.getByText('Piano is where many musicians begin')).toBeVisible();
      await context.close();
    });

    test('without scripts the contact page shows its enquiry form, the asked-for class chosen', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.route(/google\.com/, (route) => route.abort());
      await page.goto('/contact?instrument=violin');
      const form = page.getByRole('region', { name: 'Book a free trial' });
      await expect(form.getByRole('combobox', { name: 'Class' })).toHaveValue('Violin');
      await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await context.close();
    });

    test('the contact form the server drew stays while the lesson service arrives, then works', async ({
      context,
    }) => {
      const page = await context.newPage();
      await page.route(/google\.com/, (route) => route.abort());
      const lessonRequests: string[] = [];
      let releaseLessons: () => void = () => undefined;
      const lessonsHeld = new Promise<void>((resolve) => (releaseLessons = resolve));
      await page.route('http://localhost:3001/**', async (route) => {
        lessonRequests.push(route.request().url());
        await lessonsHeld;
        await route.continue();
      });
      // not 'load': the held-back lesson files would hold that up
      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toBeVisible();
      await name.evaluate((element) => element.setAttribute('data-drawn', 'server'));
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

      releaseLessons();
      await waitForHydratedMain(page);
      // the form's checks run once it is hydrated: a name typed and cleared is asked for
      await name.fill('Aina');
      await name.fill('');
      await expect(page.getByText('Name is required.')).toBeVisible();
      // the same field, taken over in place; the class list came with the page, not fetched
      await expect(name).toHaveAttribute('data-drawn', 'server');
      expect(lessonRequests.some((url) => url.includes('/assets/docs/'))).toBe(false);
    });

    test('stays on screen while its code arrives, is taken over in place, and fetches nothing it carries', async ({
      context,
    }) => {
      // a page of its own: the suite's page would wait for the code this test holds back
      const page = await context.newPage();
      const contentRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/assets/docs/'))
          contentRequests.push(request.url());
      });
      let releaseCode: () => void = () => undefined;
      const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
      await page.route('http://localhost:3001/static/js/**', async (route) => {
        await codeHeld;
        await route.continue();
      });
      // not 'load': once the hero is on screen the page asks for the held-back lesson files,
      // which then hold that up
      await page.goto('/lesson/piano', { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { level: 1, name: 'Piano Lessons' });
      await expect(heading).toBeVisible();
      // mark the element the server drew: the same one must still be there once hydrated
      await heading.evaluate((element) => element.setAttribute('data-drawn', 'server'));
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

      releaseCode();
      await waitForHydratedMain(page);
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      const first = panelSummaries(faq).first();
      await first.click();
      await expectPanelOpen(first);
      await expect(heading).toHaveAttribute('data-drawn', 'server');
      expect(contentRequests).toEqual([]);
    });
  });
});

import type { Page } from '@playwright/test';
import { openHeaderMenu } from '../support/menus';
import { readRegistry } from '../support/registry';
import { expect, test } from '../support/test';

/** The gallery's live release as the suite's registry records it (npm run build wrote it). */
function liveGallery() {
  const live = readRegistry().remotes.gallery?.live;
  if (!live?.entry)
    throw new Error('shell/registry.json records no live gallery entry: npm run build');
  return { ...live, entry: live.entry };
}

function galleryEntry(): string {
  const live = liveGallery();
  return new URL(live.entry, live.url).href;
}

/** The URL of the album list's own chunk of the given kind, as the live release records it. */
function albumListChunk(extension: 'js' | 'css'): string {
  const live = liveGallery();
  const path = Object.keys(live.integrity).find((file) =>
    new RegExp(`/__federation_expose_AlbumListPage\\.[0-9a-f]+\\.${extension}$`).test(file),
  );
  if (!path) throw new Error(`the live gallery records no AlbumListPage .${extension} chunk`);
  return new URL(path, live.url).href;
}

/**
 * Serves other bytes for `url` than its build wrote, as a host changed after the release would,
 * opens the photo gallery from the header, and checks the browser refused them: the part shows
 * its fallback, nothing of the change ran or applied, and the rest of the site works.
 */
async function expectChangedFileRefused(page: Page, url: string, addition: string) {
  let served = 0;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    served += 1;
    await route.fulfill({ response, body: `${await response.text()}\n${addition}` });
  });

  await page.goto('/no-such-page');
  const gallery = await openHeaderMenu(page, 'Gallery');
  await gallery.getByRole('link', { name: 'Photo' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'the photo gallery is not available right now' }),
  ).toBeVisible();
  expect(served).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
  await expect(page.locator('body')).toBeVisible();

  // the rest of the page works: the header's other menus and the shell's routes
  const lessons = await openHeaderMenu(page, 'Lesson');
  await lessons.getByRole('link', { name: 'Piano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Piano/ })).toBeVisible();
}

test.describe("the browser checks a remote's entry against the registry's digest", () => {
  test('a tampered gallery entry is refused: its part falls back, the header keeps working', async ({
    page,
  }) => {
    // one statement more: the bytes no longer match the registry's digest
    await expectChangedFileRefused(page, galleryEntry(), ';window.tampered = true;');
  });

  test('the entry as built passes the check: the page gets its digest and the part loads', async ({
    page,
  }) => {
    const entry = galleryEntry();
    const fetched = page.waitForRequest(entry);
    await page.goto('/no-such-page');
    const digests = await page
      .locator('#remote-integrity')
      .evaluate((element) => JSON.parse(element.textContent ?? '{}') as Record<string, string>);
    expect(digests[entry]).toMatch(/^sha384-/);
    const gallery = await openHeaderMenu(page, 'Gallery');
    await gallery.getByRole('link', { name: 'Photo' }).click();
    // asked for in CORS mode, as Subresource Integrity on another origin needs
    expect((await fetched).headers().origin).toBe(new URL(page.url()).origin);
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  });
});

test.describe('the browser checks every chunk and style sheet against the digest its entry carries', () => {
  for (const [kind, extension, tamper] of [
    ['script', 'js', ';window.tampered = true;'],
    ['style sheet', 'css', 'body { display: none }'],
  ] as const) {
    test(`the album list's ${kind}, changed on the gallery's host after the build, is refused: its part falls back, the rest works`, async ({
      page,
    }) => {
      // its entry and manifest are untouched, so the registry's own checks pass
      await expectChangedFileRefused(page, albumListChunk(extension), tamper);
    });
  }

  test('the chunks as built pass: the album list loads each with its digest, in CORS mode', async ({
    page,
  }) => {
    const chunks = [albumListChunk('js'), albumListChunk('css')];
    const requested = chunks.map((chunk) => page.waitForRequest(chunk));
    await page.goto('/no-such-page');
    const gallery = await openHeaderMenu(page, 'Gallery');
    await gallery.getByRole('link', { name: 'Photo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    for (const request of await Promise.all(requested)) {
      expect(request.headers().origin).toBe(new URL(page.url()).origin);
    }
  });
});

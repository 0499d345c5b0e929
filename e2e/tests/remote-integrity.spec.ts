import { openHeaderMenu } from '../support/menus';
import { readRegistry } from '../support/registry';
import { expect, test } from '../support/test';

/** The gallery's entry as the suite's registry records it live (npm run build wrote it). */
function galleryEntry(): string {
  const live = readRegistry().remotes.gallery?.live;
  if (!live?.entry)
    throw new Error('shell/registry.json records no live gallery entry: npm run build');
  return new URL(live.entry, live.url).href;
}

test.describe("the browser checks a remote's entry against the registry's digest", () => {
  test('a tampered gallery entry is refused: its part falls back, the header keeps working', async ({
    page,
  }) => {
    const entry = galleryEntry();
    let served = 0;
    await page.route(entry, async (route) => {
      const response = await route.fetch();
      served += 1;
      // one statement more: the bytes no longer match the registry's digest
      await route.fulfill({ response, body: `${await response.text()}\n;window.tampered = true;` });
    });

    await page.goto('/no-such-page');
    const gallery = await openHeaderMenu(page, 'Gallery');
    await gallery.getByRole('link', { name: 'Photo' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'the photo gallery is not available right now' }),
    ).toBeVisible();
    expect(served).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);

    // the rest of the page works: the header's other menus and the shell's routes
    const lessons = await openHeaderMenu(page, 'Lesson');
    await lessons.getByRole('link', { name: 'Piano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Piano/ })).toBeVisible();
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

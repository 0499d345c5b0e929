import { ownPages, sitemapReader, staticPaths } from './sitemap';

describe("a remote's published pages", () => {
  it('keeps only paths its route table gives to that remote', () => {
    expect(
      ownPages('lessons', [
        '/lesson/piano',
        '/about/article/not-mine',
        '/no-such-route',
        'lesson/relative',
        `/lesson/${'x'.repeat(400)}`,
      ]),
    ).toEqual(['/lesson/piano']);
    expect(ownPages('about', ['/about/article/theory-basics', '/lesson/piano'])).toEqual([
      '/about/article/theory-basics',
    ]);
  });
});

describe('the sitemap', () => {
  it('lists the static pages and the pages each remote published, once each', async () => {
    const read = sitemapReader(async () => ({
      lessons: ['/lesson/piano', '/lesson/piano'],
      gallery: ['/gallery/photo/spring-recital-2026', '/lesson/violin'],
    }));
    expect(await read()).toEqual([
      ...staticPaths(),
      '/lesson/piano',
      '/gallery/photo/spring-recital-2026',
    ]);
  });

  it('is kept for a minute, then asked again; a failure is not kept', async () => {
    let clock = 0;
    const published = jest
      .fn<Promise<Record<string, string[]>>, []>()
      .mockRejectedValueOnce(new Error('worker down'))
      .mockResolvedValue({ lessons: ['/lesson/piano'] });
    const read = sitemapReader(published, () => clock);
    await expect(read()).rejects.toThrow('worker down');
    expect(await read()).toContain('/lesson/piano');
    clock = 59_000;
    await read();
    expect(published).toHaveBeenCalledTimes(2);
    clock = 61_000;
    await read();
    expect(published).toHaveBeenCalledTimes(3);
  });

  it('is asked again at once when the live releases change (a promote)', async () => {
    let live = { gallery: '1.0.0' };
    const published = jest.fn(async () => ({ gallery: [`/gallery/concert/${live.gallery}`] }));
    const read = sitemapReader(
      published,
      () => 0,
      () => live,
    );
    expect(await read()).toContain('/gallery/concert/1.0.0');
    await read();
    live = { gallery: '2.0.0' };
    expect(await read()).toContain('/gallery/concert/2.0.0');
    expect(published).toHaveBeenCalledTimes(2);
  });
});

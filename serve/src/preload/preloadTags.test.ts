import { preloadTag, remoteEntriesTag, remoteListTag } from './preloadTags';

describe('preload tags', () => {
  it('writes only the attributes a link has', () => {
    expect(preloadTag({ href: 'http://x/a.js', as: 'script' })).toBe(
      '<link rel="preload" href="http://x/a.js" as="script" />',
    );
    expect(
      preloadTag({ href: '/hero.webp', as: 'image', type: 'image/webp', fetchpriority: 'high' }),
    ).toBe(
      '<link rel="preload" href="/hero.webp" as="image" type="image/webp" fetchpriority="high" />',
    );
  });

  it('offers the widths of a picture that comes in several, as its <source> does', () => {
    expect(
      preloadTag({
        href: '/hero.webp',
        as: 'image',
        type: 'image/webp',
        imagesrcset: '/hero-800.webp 800w, /hero.webp 1600w',
        imagesizes: '100vw',
      }),
    ).toBe(
      '<link rel="preload" href="/hero.webp" as="image" type="image/webp" imagesrcset="/hero-800.webp 800w, /hero.webp 1600w" imagesizes="100vw" />',
    );
  });

  it('escapes a hostile URL', () => {
    expect(preloadTag({ href: 'http://x/"><script>', as: 'style' })).toBe(
      '<link rel="preload" href="http://x/&quot;&gt;&lt;script&gt;" as="style" />',
    );
  });

  it('inlines the remote list as data that cannot close its element', () => {
    const tag = remoteListTag({ lessons: 'http://x/</script><script>alert(1)</script>' });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).toMatch(/^<script type="application\/json" id="remote-list">/);
  });

  it('inlines the remote entries, or nothing when no manifest could be read', () => {
    const tag = remoteEntriesTag({ lessons: 'http://x/static/js/lessons.3f.js' });
    expect(tag).toBe(
      '<script type="application/json" id="remote-entries">{"lessons":"http://x/static/js/lessons.3f.js"}</script>',
    );
    expect(remoteEntriesTag({})).toBe('');
  });
});

import { preloadTag, remoteListTag } from './preloadTags';

describe('preload tags', () => {
  it('writes only the attributes a link has', () => {
    expect(preloadTag({ href: 'http://x/a.js', as: 'script' })).toBe(
      '<link rel="preload" href="http://x/a.js" as="script" />',
    );
    expect(preloadTag({ href: 'http://x/m.json', as: 'fetch', crossorigin: 'anonymous' })).toBe(
      '<link rel="preload" href="http://x/m.json" as="fetch" crossorigin="anonymous" />',
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
});

/** @jest-environment node */
import { emptyRegistry, withPromoted, withPublished } from '@harmoni/serve/registry';
import { withLocalBuilds } from './localBuilds';

const files = (mark: string) => ({
  remote: 'gallery',
  entry: `static/js/gallery.${mark}.js`,
  serverView: 'ssr/remoteViews.cjs',
  integrity: { 'mf-manifest.json': `sha384-${mark}` },
});

describe("npm run build and npm start's registry", () => {
  it('records each local build as live at its configured URL', () => {
    const registry = withLocalBuilds(emptyRegistry, [
      { remote: 'gallery', url: 'http://localhost:3002/', files: files('a1') },
    ]);
    expect(registry.remotes.gallery?.live).toEqual({
      url: 'http://localhost:3002/',
      entry: 'static/js/gallery.a1.js',
      serverView: 'ssr/remoteViews.cjs',
      integrity: { 'mf-manifest.json': 'sha384-a1' },
    });
    // a rebuild replaces the local build
    const rebuilt = withLocalBuilds(registry, [
      { remote: 'gallery', url: 'http://localhost:3002/', files: files('b2') },
    ]);
    expect(rebuilt.remotes.gallery?.live?.entry).toBe('static/js/gallery.b2.js');
  });

  it('keeps a promoted release live, and every remote its releases and history', () => {
    const release = {
      id: '2.0.0-abc',
      url: 'http://localhost:3006/gallery/2.0.0-abc/',
      integrity: { 'mf-manifest.json': 'sha384-v2' },
    };
    const promoted = withPromoted(
      withPublished(emptyRegistry, 'gallery', release),
      'gallery',
      '2.0.0-abc',
      new Date(),
    );
    const after = withLocalBuilds(promoted, [
      { remote: 'gallery', url: 'http://localhost:3002/', files: files('a1') },
    ]);
    expect(after).toEqual(promoted);

    const published = withPublished(emptyRegistry, 'gallery', release);
    const local = withLocalBuilds(published, [
      { remote: 'gallery', url: 'http://localhost:3002/', files: files('a1') },
    ]);
    expect(local.remotes.gallery?.releases).toEqual(published.remotes.gallery?.releases);
    expect(local.remotes.gallery?.live?.url).toBe('http://localhost:3002/');
  });
});

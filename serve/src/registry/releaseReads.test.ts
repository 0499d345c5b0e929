import { withPromoted, withPublished } from './registryHistory';
import { mayReadRelease } from './releaseReads';
import { emptyRegistry, type RemoteRegistry } from './remoteRegistry';

/**
 * What the shell's server may read for a page: files of the releases that page is drawn with
 * (the live ones, and a preview the visitor was granted). A region's content reads are
 * narrower still: its own release's assets/ (render/releaseContent.ts).
 */
const host = 'https://releases.harmoni.example/';
const release = (id: string) => ({
  id,
  url: `${host}gallery/${id}/`,
  integrity: {},
  publishedAt: '2026-11-01T00:00:00.000Z',
});

let registry: RemoteRegistry = withPublished(emptyRegistry, 'gallery', release('1.0.0-aaa'));
registry = withPublished(registry, 'gallery', release('2.0.0-bbb'));
registry = withPromoted(registry, 'gallery', '1.0.0-aaa', new Date());
const live = `${host}gallery/1.0.0-aaa/`;
const unshown = `${host}gallery/2.0.0-bbb/`;

describe('mayReadRelease', () => {
  it("reads any file of the page's releases (a drawn part's style sheet), nothing beside them", () => {
    expect(mayReadRelease(registry, `${live}static/css/async/page.css`)).toBe(true);
    expect(mayReadRelease(registry, `${unshown}static/css/async/page.css`)).toBe(false);
    expect(mayReadRelease(registry, `${host}static/css/other.css`)).toBe(false);
  });
});

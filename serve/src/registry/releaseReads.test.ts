import { grantedRelease, pageReleases } from './registryForRequest';
import { withPromoted, withPublished } from './registryHistory';
import { mayReadContent, mayReadRelease } from './releaseReads';
import { emptyRegistry, type RemoteRegistry } from './remoteRegistry';

/**
 * What the shell's server may read for a page: files of the releases that page is drawn with
 * (the live ones, and a preview the visitor was granted), content only under their assets/.
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

describe('mayReadContent', () => {
  it("reads the live release's content files", () => {
    expect(mayReadContent(registry, `${live}assets/docs/gallery-video-list.txt`)).toBe(true);
    expect(mayReadContent(registry, `${live}assets/images/gallery/spring/info.txt`)).toBe(true);
  });

  it('reads nothing of a release published but not shown to this visitor', () => {
    expect(mayReadContent(registry, `${unshown}assets/docs/gallery-video-list.txt`)).toBe(false);
  });

  it("reads a preview's content for the visitor it was granted to, through that page's registry", () => {
    const granted = grantedRelease(registry, { remote: 'gallery', id: '2.0.0-bbb', expiresAt: 0 });
    const shown = pageReleases(registry, {}, granted && { remote: 'gallery', release: granted });
    expect(mayReadContent(shown.registry, `${unshown}assets/docs/gallery-video-list.txt`)).toBe(
      true,
    );
    expect(mayReadContent(shown.registry, `${live}assets/docs/gallery-video-list.txt`)).toBe(false);
  });

  it('reads nothing outside the release: other paths of its host, other hosts, climbing out', () => {
    for (const url of [
      `${host}gallery/`,
      `${host}about/1.0.0-ccc/assets/docs/faq.txt`,
      `${live}mf-manifest.json`,
      `${live}ssr/remoteViews.cjs`,
      `${live}assets/../../2.0.0-bbb/assets/docs/x.txt`,
      `${live}assets/%2e%2e/%2e%2e/2.0.0-bbb/assets/x.txt`,
      `${live}assets/..%2f..%2f2.0.0-bbb/assets/x.txt`,
      `${live}assets/docs/x.txt?at=http://127.0.0.1:3005/`,
      'http://127.0.0.1:3005/api/general/enquiry',
      'https://user:secret@releases.harmoni.example/gallery/1.0.0-aaa/assets/x.txt',
      'not a url',
    ]) {
      expect([url, mayReadContent(registry, url)]).toEqual([url, false]);
    }
  });
});

describe('mayReadRelease', () => {
  it("reads any file of the page's releases (a drawn part's style sheet), nothing beside them", () => {
    expect(mayReadRelease(registry, `${live}static/css/async/page.css`)).toBe(true);
    expect(mayReadRelease(registry, `${unshown}static/css/async/page.css`)).toBe(false);
    expect(mayReadRelease(registry, `${host}static/css/other.css`)).toBe(false);
  });
});

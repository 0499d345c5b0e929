import { integrityOf, isRecordedFile } from '@harmoni/tooling/releaseFiles';
import type { RemoteRelease } from '../registry/remoteRegistry';
import { modulesShellNeeds } from '../registry/releaseCheck';

/**
 * A remote's build as the release tooling sees it: a manifest, an entry, a chunk and a style
 * sheet of the first exposed module, a server view.
 */
export function fakeReleaseFiles(
  remote: string,
  { exposes = modulesShellNeeds(remote), mark = 'v1' }: { exposes?: string[]; mark?: string } = {},
): Record<string, string> {
  const entry = `static/js/${remote}.${mark}.js`;
  const chunk = `static/js/async/__federation_expose_${exposes[0] ?? 'none'}.${mark}.js`;
  const styles = `static/css/async/__federation_expose_${exposes[0] ?? 'none'}.${mark}.css`;
  return {
    'mf-manifest.json': JSON.stringify({
      id: remote,
      name: remote,
      metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '' } },
      exposes: exposes.map((name, index) => ({
        name,
        assets:
          index === 0
            ? { js: { sync: [chunk], async: [] }, css: { sync: [styles], async: [] } }
            : { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      })),
    }),
    [entry]: `var ${remote} = {}; // ${mark}`,
    [chunk]: `/* the first exposed module of ${remote} ${mark} */`,
    [styles]: `.${remote}-${mark} { color: #1d3557; }`,
    'ssr/remoteViews.cjs': `exports.mark = ${JSON.stringify(mark)};`,
    'ssr/remote-view.json': JSON.stringify({ file: 'ssr/remoteViews.cjs' }),
    'assets/docs/note.txt': `content of ${mark}`,
  };
}

/** The registry's record of those files published at `url` as release `id`. */
export function fakeReleaseRecord(
  files: Record<string, string>,
  url: string,
  id: string,
): RemoteRelease & { id: string } {
  const trusted = Object.keys(files).filter(isRecordedFile);
  return {
    id,
    version: id.split('-', 1)[0],
    url,
    entry: trusted.find((path) => /^static\/js\/[^/]+$/.test(path)),
    serverView: 'ssr/remoteViews.cjs',
    integrity: Object.fromEntries(trusted.map((path) => [path, integrityOf(files[path] ?? '')])),
    publishedAt: '2026-11-01T00:00:00.000Z',
  };
}

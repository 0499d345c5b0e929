import {
  findRelease,
  RegistryChangeError,
  releaseRows,
  withPromoted,
  withPublished,
  withRolledBack,
} from './registryHistory';
import { emptyRegistry, liveRelease, parseRegistry, type RemoteRegistry } from './remoteRegistry';

const release = (id: string, publishedAt: string) => ({
  id,
  version: id.split('-', 1)[0],
  url: `https://releases.example/gallery/${id}/`,
  integrity: { 'mf-manifest.json': `sha384-${id.replace(/[^a-z0-9]/gi, '')}` },
  publishedAt,
});

const v1 = release('1.0.0-aaa', '2026-11-01T00:00:00.000Z');
const v2 = release('2.0.0-bbb', '2026-11-02T00:00:00.000Z');
const v3 = release('3.0.0-ccc', '2026-11-03T00:00:00.000Z');
const at = (day: number) => new Date(Date.UTC(2026, 10, day));

function published(...releases: (typeof v1)[]): RemoteRegistry {
  return releases.reduce(
    (registry, each) => withPublished(registry, 'gallery', each),
    emptyRegistry,
  );
}

describe('the registry history', () => {
  it('records a published release without making it live, once', () => {
    const registry = published(v1);
    expect(liveRelease(registry, 'gallery')).toBeUndefined();
    expect(withPublished(registry, 'gallery', v1)).toBe(registry);
    // the file format stays one the shell's server reads
    expect(parseRegistry(JSON.stringify(registry))).toEqual(registry);
  });

  it('refuses to record a release again with other digests', () => {
    const registry = published(v1);
    expect(() =>
      withPublished(registry, 'gallery', {
        ...v1,
        integrity: { 'mf-manifest.json': 'sha384-other' },
      }),
    ).toThrow(/already recorded with other files.*never replaced/);
  });

  it('finds a release by id, or by a version only one release has', () => {
    const registry = published(v1, v2, release('2.0.0-ddd', '2026-11-04T00:00:00.000Z'));
    expect(findRelease(registry, 'gallery', '1.0.0').id).toBe('1.0.0-aaa');
    expect(findRelease(registry, 'gallery', '2.0.0-ddd').id).toBe('2.0.0-ddd');
    expect(() => findRelease(registry, 'gallery', '2.0.0')).toThrow(
      /several releases of version 2.0.0/,
    );
    expect(() => findRelease(registry, 'gallery', '9.9.9')).toThrow(RegistryChangeError);
    expect(() => findRelease(registry, 'about', '1.0.0')).toThrow(/about has no published release/);
  });

  it('promotes, and rolls back one promotion at a time, keeping the history', () => {
    let registry = published(v1, v2, v3);
    registry = withPromoted(registry, 'gallery', '1.0.0', at(5));
    registry = withPromoted(registry, 'gallery', '2.0.0', at(6));
    registry = withPromoted(registry, 'gallery', '3.0.0', at(7));
    expect(liveRelease(registry, 'gallery')?.id).toBe('3.0.0-ccc');

    const first = withRolledBack(registry, 'gallery', at(8));
    expect(first.from).toBe('3.0.0-ccc');
    expect(liveRelease(first.registry, 'gallery')?.id).toBe('2.0.0-bbb');
    const second = withRolledBack(first.registry, 'gallery', at(9));
    expect(liveRelease(second.registry, 'gallery')?.id).toBe('1.0.0-aaa');
    expect(() => withRolledBack(second.registry, 'gallery', at(10))).toThrow(
      /gallery 1\.0\.0-aaa is the first release promoted, and the registry records nothing live before it\. Promote the release you want live/,
    );
    expect(second.registry.remotes.gallery?.history).toEqual([
      { id: '1.0.0-aaa', promotedAt: at(5).toISOString() },
      { id: '2.0.0-bbb', promotedAt: at(6).toISOString(), rolledBackAt: at(9).toISOString() },
      { id: '3.0.0-ccc', promotedAt: at(7).toISOString(), rolledBackAt: at(8).toISOString() },
    ]);
    // the registry given is never changed
    expect(liveRelease(registry, 'gallery')?.id).toBe('3.0.0-ccc');
  });

  it('rolls the first promotion back to the build it replaced: the local one', () => {
    const local = {
      url: 'http://localhost:3002/',
      integrity: { 'mf-manifest.json': 'sha384-local' },
    };
    let registry: RemoteRegistry = {
      remotes: { gallery: { ...published(v1).remotes.gallery, live: local } },
    };
    registry = withPromoted(registry, 'gallery', '1.0.0', at(5));
    expect(liveRelease(registry, 'gallery')?.id).toBe('1.0.0-aaa');
    expect(registry.remotes.gallery?.history).toEqual([
      { id: '1.0.0-aaa', promotedAt: at(5).toISOString(), replaced: local },
    ]);
    expect(parseRegistry(JSON.stringify(registry))).toEqual(registry);

    const back = withRolledBack(registry, 'gallery', at(6));
    expect(back.from).toBe('1.0.0-aaa');
    expect(liveRelease(back.registry, 'gallery')).toEqual(local);
    expect(() => withRolledBack(back.registry, 'gallery', at(7))).toThrow(
      /^gallery has no promoted release to roll back \(its live release is the build at http:\/\/localhost:3002\/\)/,
    );
  });

  it('lists the releases by publication date, the live one marked', () => {
    const registry = withPromoted(published(v2, v1), 'gallery', '1.0.0', at(5));
    expect(releaseRows(registry, 'gallery')).toEqual([
      {
        id: '1.0.0-aaa',
        version: '1.0.0',
        publishedAt: v1.publishedAt,
        promotedAt: at(5).toISOString(),
        live: true,
      },
      { id: '2.0.0-bbb', version: '2.0.0', publishedAt: v2.publishedAt, live: false },
    ]);
  });
});

/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseHosts } from './releaseHosts';
import { registryReader } from './remoteRegistry';

/**
 * Release URLs are limited to the release hosts: the shell's server leaves a release elsewhere
 * out of the registry it reads, and says why, whatever the publisher's RELEASES_URL was.
 */
describe('releaseHosts', () => {
  it("defaults to the release host's and the remotes' own origins", () => {
    expect([...releaseHosts({ RELEASES_URL: 'https://releases.harmoni.example/store/' })]).toEqual([
      'https://releases.harmoni.example',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
    expect(releaseHosts({ GALLERY_URL: 'https://cdn.example/gallery/' })).toContain(
      'https://cdn.example',
    );
  });

  it('is RELEASE_HOSTS when set, origins only', () => {
    expect([
      ...releaseHosts({ RELEASE_HOSTS: 'https://a.example, https://b.example:8443/' }),
    ]).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => releaseHosts({ RELEASE_HOSTS: 'https://a.example/path' })).toThrow(
      'RELEASE_HOSTS lists origins such as https://cdn.example.com, comma-separated; got "https://a.example/path"',
    );
  });
});

describe("the shell's registry reader", () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'harmoni-release-hosts-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it("leaves out a release published at the enquiry server's address, and says why", () => {
    const file = join(work, 'registry.json');
    const release = (url: string) => ({ url, integrity: {} });
    writeFileSync(
      file,
      JSON.stringify({
        remotes: {
          gallery: {
            live: release('http://localhost:3006/gallery/1.0.0-aaa/'),
            releases: {
              '1.0.0-aaa': release('http://localhost:3006/gallery/1.0.0-aaa/'),
              '2.0.0-bbb': release('http://127.0.0.1:3005/gallery/2.0.0-bbb/'),
            },
          },
          about: { live: release('http://127.0.0.1:3005/about/1.0.0-ccc/') },
        },
      }),
    );
    const warnings: string[] = [];
    const read = registryReader(file, (message) => warnings.push(message), {
      releaseHosts: releaseHosts({}),
    });
    const registry = read();
    expect(registry.remotes.gallery?.live?.url).toBe('http://localhost:3006/gallery/1.0.0-aaa/');
    expect(Object.keys(registry.remotes.gallery?.releases ?? {})).toEqual(['1.0.0-aaa']);
    expect(registry.remotes.about?.live).toBeUndefined();
    expect(warnings).toEqual([
      "Refused gallery's release 2.0.0-bbb (http://127.0.0.1:3005/gallery/2.0.0-bbb/) in the registry, left out: http://127.0.0.1:3005 is not a release host (RELEASE_HOSTS: http://localhost:3006, http://localhost:3001, http://localhost:3002, http://localhost:3003, http://localhost:3004)",
      "Refused about's live release (http://127.0.0.1:3005/about/1.0.0-ccc/) in the registry, left out: http://127.0.0.1:3005 is not a release host (RELEASE_HOSTS: http://localhost:3006, http://localhost:3001, http://localhost:3002, http://localhost:3003, http://localhost:3004)",
    ]);
  });
});

/**
 * The release store: one folder per published release of a remote, named by its version and
 * the hash of its files ('<store>/gallery/1.2.0-3f9c0a1b2c4d/'), written once and never again.
 * The release host serves the store as it is (harmoni-serve --releases).
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { releaseFile, releaseFilesOf, type ReleaseFiles } from '@harmoni/tooling/releaseFiles';

/** What the store keeps beside a release's files: its digests, version, id and date. */
export interface PublishedRelease extends ReleaseFiles {
  version: string;
  id: string;
  publishedAt: string;
}

export class ReleaseRefusedError extends Error {
  override name = 'ReleaseRefusedError';
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** Every file under `folder`, by '/'-separated path, sorted. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The build's files, but the record the store writes itself. */
const releaseContent = (folder: string) =>
  filesUnder(folder).filter((file) => file !== releaseFile);

/** A hash of every file's path and bytes: two builds share it only if they are the same. */
export function contentHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of releaseContent(folder)) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(folder, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 12);
}

/** The paths whose bytes differ between two folders (or that only one has). */
function differences(a: string, b: string): string[] {
  const inA = releaseContent(a);
  const inB = new Set(releaseContent(b));
  const differ = inA.filter(
    (file) => !inB.has(file) || !readFileSync(join(a, file)).equals(readFileSync(join(b, file))),
  );
  return [...differ, ...[...inB].filter((file) => !inA.includes(file))];
}

export interface PublishOptions {
  /** the remote's finished production build */
  distDir: string;
  storeRoot: string;
  /** the remote's federation name ('gallery') */
  remote: string;
  version: string;
  now?: Date;
}

/**
 * Copies a build into the store as a new release, under a temporary name first and renamed
 * into place whole. Publishing the same build again changes nothing; a release folder that
 * exists with other bytes is refused (it was tampered with, or the store is shared wrongly).
 */
export function publishRelease(options: PublishOptions): {
  release: PublishedRelease;
  folder: string;
  alreadyPublished: boolean;
} {
  const { distDir, storeRoot, remote, version, now = new Date() } = options;
  if (!VERSION.test(version)) {
    throw new ReleaseRefusedError(
      `"${version}" is not a version: use letters, digits, dots, dashes, pluses or underscores`,
    );
  }
  if (!existsSync(join(distDir, 'mf-manifest.json'))) {
    throw new ReleaseRefusedError(`${distDir} is not a remote's build: it has no mf-manifest.json`);
  }
  const files = releaseFilesOf(distDir, remote);
  const id = `${version}-${contentHash(distDir)}`;
  const remoteFolder = join(storeRoot, remote);
  const folder = join(remoteFolder, id);
  if (existsSync(folder)) {
    const changed = differences(distDir, folder);
    if (changed.length > 0) {
      throw new ReleaseRefusedError(
        `${remote} ${id} is already published with other bytes (${changed.slice(0, 5).join(', ')}); a release is never overwritten`,
      );
    }
    const kept = JSON.parse(readFileSync(join(folder, releaseFile), 'utf8')) as PublishedRelease;
    return { release: kept, folder, alreadyPublished: true };
  }
  const release: PublishedRelease = { ...files, version, id, publishedAt: now.toISOString() };
  mkdirSync(remoteFolder, { recursive: true });
  const incoming = join(remoteFolder, `.incoming-${process.pid}-${id}`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(distDir, incoming, { recursive: true });
  writeFileSync(join(incoming, releaseFile), `${JSON.stringify(release, null, 2)}\n`);
  renameSync(incoming, folder);
  return { release, folder, alreadyPublished: false };
}

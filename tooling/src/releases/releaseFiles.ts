/**
 * What a remote's build publishes about itself for the registry (serve/src/registry): every
 * file of code it serves (its manifest, its browser entry and every other script and style
 * sheet, its server view), each with its SHA-384 in Subresource Integrity form. The registry
 * copies these digests when the release is recorded: a promote checks every one against the
 * bytes the release host serves, the browser checks the entry against its digest (and each chunk
 * against the digest the entry carries, chunkIntegrity.ts), and the shell's server runs a server
 * view only when its bytes match.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { integrityAlgorithm } from '@harmoni/shared/remoteIntegrity';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { remoteViewManifest, type RemoteViewManifest } from '../serverViews/remoteView';

export const releaseFile = 'release.json';

export interface ReleaseFiles {
  /** the remote's federation name ('gallery') */
  remote: string;
  /** the remote's browser entry, as its manifest names it */
  entry: string;
  /** the remote's server view, when its build has one */
  serverView?: string;
  /**
   * every file above, the manifest, and every other script and style sheet of the build, by
   * path in the build: 'sha384-…'
   */
  integrity: Record<string, string>;
}

/**
 * The files a release is pinned by: its scripts (the browser's chunks, the standalone page's,
 * the server view) and style sheets. Their compressed copies (.br, .gz) are the same bytes
 * once decoded, and are checked as such; licence notes, pictures and content are not code.
 */
const CODE_FILE = /\.(?:m?js|cjs|css)$/;

/** Whether a path of a build is one its release records a digest for (with the manifest). */
export const isRecordedFile = (path: string): boolean =>
  path === 'mf-manifest.json' || CODE_FILE.test(path);

/** Every file of code under `distDir`, by '/'-separated path, sorted. */
function codeFilesUnder(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isRecordedFile(entry.name))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export const integrityOf = (bytes: Buffer | string): string =>
  `${integrityAlgorithm}-${createHash(integrityAlgorithm).update(bytes).digest('base64')}`;

/** Reads the finished build in `distDir` and lists its files of code with their digests. */
export function releaseFilesOf(distDir: string, remote: string): ReleaseFiles {
  const read = (file: string) => readFileSync(join(distDir, file));
  const manifest = JSON.parse(read('mf-manifest.json').toString('utf8')) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  const entryName = manifest.metaData?.remoteEntry?.name;
  if (!entryName) throw new Error(`${distDir}/mf-manifest.json names no remote entry`);
  const entry = [manifest.metaData?.remoteEntry?.path, entryName].filter(Boolean).join('/');
  const files = ['mf-manifest.json', entry];
  let serverView: string | undefined;
  if (existsSync(join(distDir, remoteViewManifest))) {
    serverView = (JSON.parse(read(remoteViewManifest).toString('utf8')) as RemoteViewManifest).file;
    files.push(serverView);
  }
  for (const file of codeFilesUnder(distDir)) if (!files.includes(file)) files.push(file);
  const integrity = Object.fromEntries(files.map((file) => [file, integrityOf(read(file))]));
  return { remote, entry, ...(serverView && { serverView }), integrity };
}

/** Writes dist/release.json once every environment of the remote's build is done. */
export function pluginReleaseFiles(remote: string): RsbuildPlugin {
  return {
    name: 'harmoni:release-files',
    setup(api) {
      api.onAfterBuild(({ isFirstCompile }) => {
        if (!isFirstCompile) return;
        const distDir = api.context.distPath;
        writeFileSync(
          join(distDir, releaseFile),
          `${JSON.stringify(releaseFilesOf(distDir, remote), null, 2)}\n`,
        );
      });
    },
  };
}

/**
 * What a remote's build publishes about itself for the registry (serve/src/registry): the
 * files the shell trusts by digest (its manifest, its browser entry, its server view), each
 * with its SHA-384 in Subresource Integrity form. The registry copies these digests when the
 * release is recorded; the shell's server then runs a server view only when its bytes match.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteViewManifest, type RemoteViewManifest } from '../serverViews/remoteView';

export const releaseFile = 'release.json';

export interface ReleaseFiles {
  /** the remote's federation name ('gallery') */
  remote: string;
  /** the remote's browser entry, as its manifest names it */
  entry: string;
  /** the remote's server view, when its build has one */
  serverView?: string;
  /** every file above, and the manifest, by path in the build: 'sha384-…' */
  integrity: Record<string, string>;
}

export const integrityOf = (bytes: Buffer | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Reads the finished build in `distDir` and lists its trusted files with their digests. */
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

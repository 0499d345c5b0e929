import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startupFilesName } from '@harmoni/shared/buildOutput';
import { integrityAlgorithm } from '@harmoni/shared/remoteIntegrity';
import { codeHint, pinnedCodeHint, type PreloadLink } from './remotePreloads';

const isStartupFile = (file: unknown): file is string =>
  typeof file === 'string' && /\.(js|css)$/.test(file);

/**
 * The shell's start-up scripts and styles as its build lists them (see tooling/src/startup/
 * startupFiles.ts); read once at start, since a new shell build means a new server. A build
 * without the list (an older build) has nothing to hint.
 */
export function readStartupFiles(root: string): string[] {
  const file = join(root, startupFilesName);
  if (!existsSync(file)) return [];
  const files: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(files) || !files.every(isStartupFile)) {
    throw new Error(`${file} should be a JSON list of .js and .css URLs`);
  }
  return files;
}

/**
 * URL -> digest of each start-up file as built: the shell's entry loads every chunk with the
 * digest its build wrote into it (and in CORS mode), so a hint must name the same digest for the
 * browser to use what it fetched. Read once at start, from the files the server serves.
 */
export function readStartupDigests(root: string, files: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => {
      const path = join(root, file);
      if (!existsSync(path)) {
        throw new Error(`${startupFilesName} lists ${file}, which the build in ${root} lacks`);
      }
      const digest = createHash(integrityAlgorithm).update(readFileSync(path)).digest('base64');
      return [file, `${integrityAlgorithm}-${digest}`];
    }),
  );
}

/** The start-up files' hints: with their digests when the build pins them (readStartupDigests). */
export function startupPreloads(
  files: readonly string[],
  digests: Readonly<Record<string, string>> = {},
): PreloadLink[] {
  return files.map((file) => {
    const integrity = Object.hasOwn(digests, file) ? digests[file] : undefined;
    return integrity ? pinnedCodeHint(file, integrity) : codeHint(file);
  });
}

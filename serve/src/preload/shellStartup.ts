import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startupFilesName } from '@harmoni/shared/buildOutput';
import { codeHint, type PreloadLink } from './remotePreloads';

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

/** Same-origin files the page loads without CORS, so the hints carry no crossorigin. */
export function startupPreloads(files: readonly string[]): PreloadLink[] {
  return files.map(codeHint);
}

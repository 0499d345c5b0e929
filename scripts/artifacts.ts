/**
 * `npm run artifacts`: packs each deployable, from the current builds (`npm run build`), into a
 * self-contained folder and tarball under artifacts/: compiled JavaScript, built assets and
 * production packages only. `npm run artifacts -- shell enquiry` packs only those; ARTIFACTS_DIR
 * packs into another folder.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { deployables } from './artifacts/deployables';
import { packArtifact, type InstalledSets } from './artifacts/packArtifact';

/** artifacts/, or ARTIFACTS_DIR (a test packs into a folder of its own) */
export const artifactsDir = process.env.ARTIFACTS_DIR
  ? resolve(process.env.ARTIFACTS_DIR)
  : join(repoRoot, 'artifacts');

const wanted = process.argv.slice(2);
const all = deployables(repoRoot);
const unknown = wanted.filter((name) => !all.some((deployable) => deployable.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown deployable ${unknown.join(', ')}: one of ${all.map((d) => d.name).join(', ')}`,
  );
  process.exit(2);
}

const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
};
const installed: InstalledSets = new Map();
for (const deployable of all.filter((d) => wanted.length === 0 || wanted.includes(d.name))) {
  const started = Date.now();
  const { tarball } = packArtifact(deployable, artifactsDir, version, installed);
  console.log(`${relative(repoRoot, tarball)} (${Date.now() - started} ms)`);
}

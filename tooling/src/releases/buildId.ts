import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A short hash of everything a build is made from. Two builds of the same sources get the same
 * id (long-term caching keeps working); a changed remote gets a new one.
 */
export function sourceFingerprint(roots: string[]): string {
  const hash = createHash('sha256');
  const add = (root: string, path: string) => {
    if (!existsSync(path)) return;
    const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (entry.isDirectory()) add(root, child);
      else hash.update(relative(root, child)).update(readFileSync(child));
    }
  };
  for (const root of roots) add(root, root);
  return hash.digest('hex').slice(0, 8);
}

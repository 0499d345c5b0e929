/**
 * The release registry as the suite reads and writes it: a JSON file (its format is in
 * docs/releases.md), read here without the shell server's code, which the suite only runs
 * compiled.
 */
import { repoRoot } from '@harmoni/tooling/workspaces';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LiveRelease {
  /** the release's id; a local build has none */
  id?: string;
  url: string;
  entry?: string;
  serverView?: string;
  integrity: Record<string, string>;
}

export interface RegistryDocument {
  remotes: Record<string, { live?: LiveRelease }>;
}

/** What `npm run build` recorded: each remote's local build, live at the suite's own port. */
export const suiteRegistryFile = join(repoRoot, 'shell', 'registry.json');

export function readRegistry(file = suiteRegistryFile): RegistryDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as RegistryDocument;
}

export function writeRegistry(file: string, registry: RegistryDocument): void {
  writeFileSync(file, `${JSON.stringify(registry, null, 2)}\n`);
}

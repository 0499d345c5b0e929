import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { remoteApps, shellApp, type AppDefinition } from '@harmoni/shared/apps';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Remotes first, then the shell: every front-end deployable whose workspace has a build
 * config. A remote whose team has not shipped its first build yet is left out, not faked.
 */
export function frontEndApps(): AppDefinition[] {
  return [...remoteApps, shellApp].filter((app) =>
    existsSync(join(repoRoot, app.workspace, 'rsbuild.config.ts')),
  );
}

export function isBuilt(app: AppDefinition): boolean {
  return existsSync(join(repoRoot, app.workspace, 'dist', 'index.html'));
}

/** `npm start`: build whatever has no production build yet, then serve every deployable. */
import { frontEndApps, isBuilt, repoRoot } from '@harmoni/shared/workspaces';
import concurrently from 'concurrently';
import { spawnSync } from 'node:child_process';
import { writeLocalRegistry } from './localRegistry';

const apps = frontEndApps();

for (const app of apps.filter((candidate) => !isBuilt(candidate))) {
  console.log(`Building ${app.workspace} (no production build yet)…`);
  const build = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The shell's server draws a remote's part only when the registry records that build's digests.
writeLocalRegistry();

const { result } = concurrently(
  apps.map((app) => ({ command: `npm run start -w ${app.workspace}`, name: app.workspace })),
  { cwd: repoRoot, killOthersOn: ['failure'], prefix: 'name' },
);

result.catch(() => process.exit(1));

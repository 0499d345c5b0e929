/** `npm run build`: a fresh production build of every front-end deployable. */
import { frontEndApps, repoRoot } from '@harmoni/shared/workspaces';
import { spawnSync } from 'node:child_process';
import { writeLocalRegistry } from './localRegistry';

for (const app of frontEndApps()) {
  const build = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Recorded the remotes' builds as live in ${writeLocalRegistry()}`);

/**
 * `npm run build`: a fresh production build of every deployable: the servers compiled to
 * JavaScript (mf-contact's build compiles its enquiry server too), then the front ends.
 */
import { frontEndApps, repoRoot } from '@harmoni/tooling/workspaces';
import { spawnSync } from 'node:child_process';
import { writeLocalRegistry } from './localRegistry';

for (const workspace of ['serve', ...frontEndApps().map((app) => app.workspace)]) {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Recorded the remotes' builds as live in ${writeLocalRegistry()}`);

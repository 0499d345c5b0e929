/** `npm run dev`: every dev server at once, with hot reload. */
import { frontEndApps, repoRoot } from '@harmoni/tooling/workspaces';
import concurrently from 'concurrently';

const { result } = concurrently(
  frontEndApps().map((app) => ({
    command: `npm run dev -w ${app.workspace}`,
    name: app.workspace,
  })),
  { cwd: repoRoot, killOthersOn: ['failure'], prefix: 'name' },
);

result.catch(() => process.exit(1));

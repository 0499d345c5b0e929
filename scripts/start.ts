/**
 * `npm start`: build whatever has no production build yet, then serve every deployable, each
 * server its compiled JavaScript run by node, under a supervisor: a server that dies is
 * restarted (supervisor.ts) and the others keep serving.
 */
import { frontEndApps, isBuilt, repoRoot } from '@harmoni/tooling/workspaces';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { compiledEntry, compiledServers } from './compiledServers';
import { writeLocalRegistry } from './localRegistry';
import { supervise } from './supervisor';

const apps = frontEndApps();

function build(workspace: string, script: string): void {
  const run = spawnSync('npm', ['run', script, '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

for (const server of compiledServers.filter((candidate) => !existsSync(compiledEntry(candidate)))) {
  console.log(`Compiling ${server.workspace}'s server (no compiled build yet)…`);
  build(server.workspace, server.script);
}
for (const app of apps.filter((candidate) => !isBuilt(candidate))) {
  console.log(`Building ${app.workspace} (no production build yet)…`);
  build(app.workspace, 'build');
}

// The shell's server draws a remote's part only when the registry records that build's digests.
writeLocalRegistry();

const supervisor = supervise(
  apps.map((app) => ({
    name: app.workspace,
    command: 'npm',
    args: ['run', 'start', '-w', app.workspace],
  })),
  { cwd: repoRoot, write: (line) => console.log(line) },
);

const stop = () => {
  void supervisor.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

import { repoRoot } from '@harmoni/tooling/workspaces';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/**
 * What a shell team's checkout holds: the shell, its server, the shared package, and the build
 * tooling every deployable builds with (not deployed itself).
 */
const shellWorkspaces = ['shell', 'serve', 'shared', 'tooling'];

/** A package in node_modules that is one of this repository's own workspaces. */
const isWorkspaceLink = (path: string) =>
  lstatSync(path).isSymbolicLink() && !relative(repoRoot, realpathSync(path)).startsWith('..');

/**
 * A checkout that holds only the shell, its server, the shared package and the build tooling
 * (their tracked files), outside the repository, with the installed third-party packages and
 * none of the remotes: what the shell's team builds and deploys from. Nothing in it can reach a
 * remote's source.
 */
export class ShellAloneTree {
  readonly dir = mkdtempSync(join(tmpdir(), 'harmoni-shell-alone-'));

  constructor() {
    const tracked = execFileSync('git', ['ls-files', ...shellWorkspaces], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    for (const file of tracked.split('\n').filter(Boolean)) {
      mkdirSync(dirname(join(this.dir, file)), { recursive: true });
      cpSync(join(repoRoot, file), join(this.dir, file));
    }
    cpSync(join(repoRoot, 'tsconfig.base.json'), join(this.dir, 'tsconfig.base.json'));
    writeFileSync(
      join(this.dir, 'package.json'),
      JSON.stringify({ private: true, type: 'module', workspaces: shellWorkspaces }),
    );
    this.linkPackages(join(repoRoot, 'node_modules'), join(this.dir, 'node_modules'));
    mkdirSync(join(this.dir, 'node_modules', '@harmoni'), { recursive: true });
    for (const workspace of ['shared', 'serve', 'tooling']) {
      symlinkSync(join(this.dir, workspace), join(this.dir, 'node_modules', '@harmoni', workspace));
    }
    // the server's own dependencies that npm kept beside it (a second major version)
    if (existsSync(join(repoRoot, 'serve', 'node_modules'))) {
      this.linkPackages(
        join(repoRoot, 'serve', 'node_modules'),
        join(this.dir, 'serve', 'node_modules'),
      );
    }
  }

  /** Links every installed third-party package; the repository's own workspaces are left out. */
  private linkPackages(from: string, to: string): void {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      const source = join(from, entry);
      if (entry.startsWith('@') && !lstatSync(source).isSymbolicLink()) {
        for (const scoped of readdirSync(source)) {
          if (isWorkspaceLink(join(source, scoped))) continue;
          mkdirSync(join(to, entry), { recursive: true });
          symlinkSync(realpathSync(join(source, scoped)), join(to, entry, scoped));
        }
      } else if (!isWorkspaceLink(source)) {
        symlinkSync(realpathSync(source), join(to, entry));
      }
    }
  }

  /**
   * The shell's production build and its compiled server, as `npm run build -w shell` and
   * `npm run build -w @harmoni/serve` make them, in this tree: the shell's dist folder.
   */
  buildShell(): string {
    for (const workspace of ['serve', 'shell']) {
      execFileSync(process.execPath, [join(this.dir, 'node_modules', '.bin', 'rsbuild'), 'build'], {
        cwd: join(this.dir, workspace),
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'pipe',
      });
    }
    return join(this.dir, 'shell', 'dist');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

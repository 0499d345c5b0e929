import { repoRoot } from '@harmoni/tooling/workspaces';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A working copy of one remote's workspace that a test can change and build, as the remote's
 * team would before a deploy. It sits inside the repository so its imports resolve.
 */
export class RemoteWorkingCopy {
  readonly dir: string;

  constructor(
    readonly workspace: string,
    label: string,
  ) {
    this.dir = join(repoRoot, 'e2e', '.redeploy', `${workspace}-${label}`);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    for (const entry of readdirSync(join(repoRoot, workspace))) {
      if (['node_modules', 'dist', 'data'].includes(entry)) continue;
      cpSync(join(repoRoot, workspace, entry), join(this.dir, entry), { recursive: true });
    }
    // The copy sits one folder deeper than the workspace: point its relative tsconfig paths home.
    this.edit('tsconfig.json', (text) => text.replaceAll('"../', `"${repoRoot}/`));
  }

  edit(path: string, change: (text: string) => string): void {
    const file = join(this.dir, path);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  }

  /** A production build, exactly as `npm run build -w <workspace>` makes it. */
  build(): string {
    execFileSync(join(repoRoot, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: this.dir,
      stdio: 'pipe',
    });
    return join(this.dir, 'dist');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

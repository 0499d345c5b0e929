/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launcher, launcherFile, packageJson } from './artifactFiles';
import { deployables, type Deployable } from './deployables';

const repoRoot = join(__dirname, '..', '..');

const named = (name: string): Deployable => {
  const found = deployables(repoRoot).find((deployable) => deployable.name === name);
  if (!found) throw new Error(`no deployable ${name}`);
  return found;
};

/** Runs an artifact's server.mjs against a stand-in main that reports what it was given. */
function launch(deployable: Deployable, env: Record<string, string>, args: string[] = []) {
  const folder = mkdtempSync(join(tmpdir(), 'launcher-'));
  try {
    mkdirSync(join(folder, 'dist-server'), { recursive: true });
    writeFileSync(join(folder, 'package.json'), packageJson(deployable, {}, '1.0.0'));
    writeFileSync(join(folder, launcherFile), launcher(deployable));
    const report = `console.log(JSON.stringify({ argv: process.argv.slice(2), port: process.env.${deployable.portEnv} }));`;
    writeFileSync(join(folder, deployable.main), report);
    const run = spawnSync(process.execPath, [join(folder, launcherFile), ...args], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    return {
      folder: realpathSync(folder),
      seen: JSON.parse(run.stdout) as { argv: string[]; port?: string },
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("an artifact's server.mjs", () => {
  it("serves the artifact's own dist/ as its app, from any working folder, options given after", () => {
    const { folder, seen } = launch(named('mf-gallery'), {}, ['--log']);
    expect(seen.argv).toEqual(['--app', 'mf-gallery', '--root', join(folder, 'dist'), '--log']);
  });

  it('takes PORT for its own port variable, which wins when both are set', () => {
    expect(launch(named('shell'), { PORT: '8080' }).seen.port).toBe('8080');
    expect(launch(named('shell'), { PORT: '8080', SHELL_PORT: '3000' }).seen.port).toBe('3000');
    expect(launch(named('enquiry'), { PORT: '9090' }).seen.port).toBe('9090');
    expect(launch(named('enquiry'), {}).seen.argv).toEqual([]);
  });

  it('is started by npm start, and the package lists its production packages only', () => {
    const manifest = JSON.parse(packageJson(named('enquiry'), { pg: '8.0.0' }, '2.0.0')) as {
      name: string;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(manifest).toMatchObject({
      name: 'harmoni-enquiry',
      scripts: { start: `node ${launcherFile}` },
      dependencies: { pg: '8.0.0' },
    });
    expect(Object.keys(manifest)).not.toContain('devDependencies');
  });
});

describe('the deployables', () => {
  it('are the shell, the four remotes and the enquiry server', () => {
    expect(deployables(repoRoot).map((deployable) => deployable.name)).toEqual([
      'shell',
      'mf-lessons',
      'mf-gallery',
      'mf-about',
      'mf-contact',
      'enquiry',
    ]);
  });
});

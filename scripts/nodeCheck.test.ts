/** @jest-environment node */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/**
 * An older Node is stopped at once with the way out (issue 39): `npm install` refuses it
 * (engine-strict, .npmrc) and every root script starts with scripts/nodeCheck.mjs, which refuses
 * it in one line. Tried with the machine's own older Node where it has one (Node 20 here and in
 * CI, where .ci/run puts Node 24 first on PATH), and with a floor above the running Node.
 */
const repoRoot = join(__dirname, '..');
const check = 'node scripts/nodeCheck.mjs && ';
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  workspaces: string[];
};
const refusal =
  /^Harmoni needs Node >=24 and this is Node \d+\.\d+\.\d+: run `\. \.ci\/node24\.sh` \(or `nvm use`, which reads \.nvmrc\), then run the command again\.$/;

const majorOf = (node: string): number => {
  const run = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return run.status === 0 ? Number(run.stdout.split('.')[0]) : Number.NaN;
};

/** The machine's own Node when it is older than 24: what a newcomer would run. */
const olderNode = [
  ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')),
  '/usr/local/bin/node',
  '/usr/bin/node',
].find((node) => existsSync(node) && majorOf(node) < 24);
const withOlderNode = olderNode ? it : it.skip;
if (!olderNode)
  console.warn(
    'No Node older than 24 on this machine: its refusal is tried with a raised floor only',
  );

/** PATH with the older Node first, so `npm` and every script's `node` are that one. */
const olderPath = () => [dirname(olderNode ?? ''), process.env.PATH].join(delimiter);

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The root's package.json and the check, in a folder of their own. */
let rootScripts = '';
beforeAll(() => {
  rootScripts = mkdtempSync(join(tmpdir(), 'harmoni-root-scripts-'));
  mkdirSync(join(rootScripts, 'scripts'));
  for (const file of ['package.json', '.npmrc', '.nvmrc', 'scripts/nodeCheck.mjs']) {
    copyFileSync(join(repoRoot, file), join(rootScripts, file));
  }
});
afterAll(() => rmSync(rootScripts, { recursive: true, force: true }));

/** A copy of the check beside a package.json of the test's own. */
function checkWith(engines: unknown): SpawnSyncReturns<string> {
  const dir = mkdtempSync(join(tmpdir(), 'harmoni-node-check-'));
  try {
    mkdirSync(join(dir, 'scripts'));
    copyFileSync(join(repoRoot, 'scripts', 'nodeCheck.mjs'), join(dir, 'scripts', 'nodeCheck.mjs'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines }));
    return spawnSync(process.execPath, ['scripts/nodeCheck.mjs'], { cwd: dir, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the supported Node', () => {
  it('is written once, in package.json, and .nvmrc and the way out agree with it', () => {
    expect(manifest.engines.node).toBe('>=24');
    expect(readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(existsSync(join(repoRoot, '.ci', 'node24.sh'))).toBe(true);
    expect(readFileSync(join(repoRoot, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('is checked first by every root script', () => {
    for (const [name, script] of Object.entries(manifest.scripts)) {
      expect(`${name}: ${script}`).toBe(`${name}: ${check}${script.slice(check.length)}`);
    }
  });

  it('passes the running Node 24 silently', () => {
    const run = spawnSync(process.execPath, ['scripts/nodeCheck.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
  });

  it('refuses a Node below the floor in one line that says what to run', () => {
    const run = checkWith({ node: '>=999' });
    expect(run.status).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `Harmoni needs Node >=999 and this is Node ${process.versions.node}: run \`. .ci/node24.sh\` (or \`nvm use\`, which reads .nvmrc), then run the command again.`,
    ]);
    // a floor's minor and patch count too
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(checkWith({ node: `>=${major}.${(minor ?? 0) + 1}` }).status).toBe(1);
    expect(checkWith({ node: `>=${major}.0.0` }).status).toBe(0);
  });

  it('says so when package.json states the Node in a form it does not read', () => {
    const run = checkWith({ node: '^24 || ^26' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('engines.node must read ">=<major>[.<minor>.<patch>]"');
  });

  withOlderNode("refuses the machine's older Node in one line", () => {
    const run = spawnSync(olderNode ?? '', ['scripts/nodeCheck.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(lines(run.stderr)).toHaveLength(1);
    expect(lines(run.stderr)[0]).toMatch(refusal);
  });

  withOlderNode.each(['start', 'build', 'test', 'artifacts', 'promote'])(
    '`npm run %s` under the older Node stops before doing anything else',
    (script) => {
      // in a copy with nothing installed: were the check to let the Node through, the script
      // would fail on its first command instead of building or serving anything here
      const run = spawnSync('npm', ['run', '--silent', script], {
        cwd: rootScripts,
        env: { ...process.env, PATH: olderPath() },
        encoding: 'utf8',
      });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toBe('');
      expect(lines(run.stderr)[0]).toMatch(refusal);
      // npm may add where its log is; nothing of the script itself ran
      expect(lines(run.stderr).filter((line) => !line.startsWith('npm '))).toHaveLength(1);
    },
  );

  describe('npm install (engine-strict)', () => {
    let copy: string;
    beforeAll(() => {
      // the manifests and lockfile as a clean clone has them, without node_modules
      copy = mkdtempSync(join(tmpdir(), 'harmoni-engine-strict-'));
      for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
        copyFileSync(join(repoRoot, file), join(copy, file));
      }
      for (const workspace of manifest.workspaces) {
        mkdirSync(join(copy, workspace));
        copyFileSync(
          join(repoRoot, workspace, 'package.json'),
          join(copy, workspace, 'package.json'),
        );
      }
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    const install = (path: string | undefined) =>
      spawnSync('npm', ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund'], {
        cwd: copy,
        env: { ...process.env, PATH: path },
        encoding: 'utf8',
      });

    withOlderNode('refuses the older Node before installing anything', () => {
      const run = install(olderPath());
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('EBADENGINE');
      expect(run.stderr).toContain(
        'Not compatible with your version of node/npm: harmoni-music-school',
      );
      expect(run.stderr).toContain('Required: {"node":">=24"}');
    });

    it('installs every locked package under Node 24', () => {
      const run = install([dirname(process.execPath), process.env.PATH].join(delimiter));
      expect(run.stderr).not.toContain('EBADENGINE');
      expect(run.status).toBe(0);
    }, 60_000);
  });
});

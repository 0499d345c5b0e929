import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { startArtifact } from '../support/artifacts';
import { testPorts } from '../support/ports';
import { testServerEnv } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * The shell's artifact as a host runs it (`node server.mjs`, its Dockerfile's CMD) starts with
 * its render workers isolated where bubblewrap can make their sandbox, and where it cannot (here
 * a bwrap first on PATH that refuses, as Docker's default profiles do) it still serves, says so
 * in its output and in /healthz, and draws no remote's part itself. Its registry names the
 * suite's remotes, so a lesson page shows which.
 */
test.describe.configure({ mode: 'serial' });

let work: string;
let runs = 0;

/** The packed shell, unpacked into a folder of its own for each start. */
function unpacked(): string {
  runs += 1;
  const folder = join(work, `shell-${runs}`);
  mkdirSync(folder);
  const tar = spawnSync('tar', ['-xzf', join(work, 'packed', 'shell.tgz'), '-C', folder]);
  if (tar.status !== 0) throw new Error(`unpacking the shell failed: ${String(tar.stderr)}`);
  // the registry a deployment writes beside the build: the suite's remotes, with their digests
  copyFileSync(join(repoRoot, 'shell', 'registry.json'), join(folder, 'registry.json'));
  return folder;
}

test.beforeAll(() => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'harmoni-artifact-isolation-'));
  const packed = spawnSync('npm', ['run', 'artifacts', '--', 'shell'], {
    cwd: repoRoot,
    env: { ...process.env, ARTIFACTS_DIR: join(work, 'packed') },
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`packing the shell failed:\n${packed.stderr}`);
  mkdirSync(join(work, 'refusing'));
  writeFileSync(
    join(work, 'refusing', 'bwrap'),
    '#!/bin/sh\necho "bwrap: No permissions to create a new namespace" >&2\nexit 1\n',
  );
  chmodSync(join(work, 'refusing', 'bwrap'), 0o755);
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const lessonHeading = /<h1[^>]*>Piano Lessons<\/h1>/;

test('its Dockerfile installs bubblewrap and names the container settings it needs', () => {
  const dockerfile = readFileSync(join(unpacked(), 'Dockerfile'), 'utf8');
  expect(dockerfile).toContain('apt-get install -y --no-install-recommends bubblewrap');
  expect(dockerfile).toContain('--security-opt seccomp=unconfined');
  expect(dockerfile).toContain('CMD ["node", "server.mjs"]');
});

test("started where bubblewrap can isolate, it runs the remotes' views isolated", async ({
  request,
}) => {
  const shell = await startArtifact(unpacked(), testPorts.isolatedArtifact, {
    SHELL_PORT: String(testPorts.isolatedArtifact),
    ...testServerEnv,
  });
  try {
    const health = await request.get(`${shell.url}/healthz`);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      isolation: { isolated: true, remoteViews: 'isolated' },
    });
    expect(await (await request.get(`${shell.url}/lesson/piano`)).text()).toMatch(lessonHeading);
    expect(shell.output()).not.toContain('cannot be isolated');
  } finally {
    await shell.close();
  }
});

test('with bubblewrap refused it still serves, says so in its output and /healthz, and draws no remote part', async ({
  request,
}) => {
  const shell = await startArtifact(unpacked(), testPorts.refusedArtifact, {
    SHELL_PORT: String(testPorts.refusedArtifact),
    PATH: `${join(work, 'refusing')}:${process.env.PATH ?? ''}`,
    ...testServerEnv,
  });
  try {
    const health = await request.get(`${shell.url}/healthz`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      isolation: {
        isolated: false,
        reason: expect.stringContaining('bwrap: No permissions to create a new namespace'),
        remoteViews: 'browser',
      },
    });
    const page = await request.get(`${shell.url}/lesson/piano`);
    expect(await page.text()).not.toMatch(lessonHeading);
    const warning = shell
      .output()
      .split('\n')
      .find((line) => line.includes('cannot be isolated'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      msg: expect.stringContaining(
        "no remote's view runs on this server, the browser draws those parts",
      ),
    });
  } finally {
    await shell.close();
  }
});

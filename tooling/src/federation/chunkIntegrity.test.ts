/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';

/**
 * The browser's builds as production makes them (one remote, and the shell), read back: every
 * chunk and style sheet must be pinned by a digest its entry carries, the entry by its page.
 */
const repoRoot = resolve(__dirname, '../../..');
const run = promisify(execFile);

async function build(workspace: string): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), `harmoni-sri-${workspace}-`));
  await run(
    process.execPath,
    [
      join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
      join(__dirname, 'testing/buildFrontEnd.ts'),
      join(repoRoot, workspace),
      out,
    ],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return out;
}

const digestOf = (file: string) =>
  `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

/** The build's scripts and style sheets, by path under `root` ('static/js/async/x.js'). */
const codeFiles = (root: string) =>
  readdirSync(join(root, 'static'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:js|css)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));

/** The digests written into a script. */
const digestsIn = (file: string) =>
  new Set(readFileSync(file, 'utf8').match(/sha384-[A-Za-z0-9+/]+=*/g) ?? []);

let remote: string;
let shell: string;
beforeAll(async () => {
  [remote, shell] = await Promise.all([build('mf-gallery'), build('shell')]);
}, 240_000);
afterAll(() => {
  for (const folder of [remote, shell])
    if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("a remote's build", () => {
  it('pins every chunk and style sheet its manifest names by a digest its entry carries', () => {
    const manifest = JSON.parse(readFileSync(join(remote, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { assets: Record<'js' | 'css', Record<'sync' | 'async', string[]>> }[];
    };
    const entry = join(remote, manifest.metaData.remoteEntry.name);
    const carried = digestsIn(entry);
    const named = new Set(
      manifest.exposes.flatMap(({ assets }) =>
        [assets.js, assets.css].flatMap((list) => [...list.sync, ...list.async]),
      ),
    );
    expect([...named].filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
    expect(
      [...named].filter((file) => file.includes('__federation_expose_')).length,
    ).toBeGreaterThan(5);
    for (const file of named)
      expect([file, carried.has(digestOf(join(remote, file)))]).toEqual([file, true]);
  });

  it('pins every other script and style sheet by its entry or its standalone page', () => {
    const manifest = JSON.parse(readFileSync(join(remote, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
    };
    const html = readFileSync(join(remote, 'index.html'), 'utf8');
    const standalone =
      /<script defer src="(static\/js\/index\.[0-9a-f]+\.js)" integrity="([^"]+)" crossorigin="anonymous">/.exec(
        html,
      );
    expect(standalone?.[2]).toBe(digestOf(join(remote, standalone?.[1] ?? '')));
    const entries = [manifest.metaData.remoteEntry.name, standalone?.[1] ?? ''];
    const carried = new Set(entries.flatMap((file) => [...digestsIn(join(remote, file))]));
    for (const file of codeFiles(remote).filter((file) => !entries.includes(file))) {
      expect([file, carried.has(digestOf(join(remote, file)))]).toEqual([file, true]);
    }
  });

  it("records every script and style sheet, and the manifest, in its release's digests", () => {
    const release = JSON.parse(readFileSync(join(remote, 'release.json'), 'utf8')) as {
      integrity: Record<string, string>;
    };
    for (const file of [...codeFiles(remote), 'mf-manifest.json']) {
      expect([file, release.integrity[file]]).toEqual([file, digestOf(join(remote, file))]);
    }
  });
});

describe("the shell's build", () => {
  it('loads its entry with its digest, and pins every other script and style sheet by it', () => {
    const html = readFileSync(join(shell, 'index.html'), 'utf8');
    const tag =
      /<script defer src="\/(static\/js\/index\.[0-9a-f]+\.js)" integrity="([^"]+)" crossorigin="anonymous">/.exec(
        html,
      );
    const entry = tag?.[1] ?? '';
    expect(tag?.[2]).toBe(digestOf(join(shell, entry)));
    const carried = digestsIn(join(shell, entry));
    const others = codeFiles(shell).filter((file) => file !== entry);
    expect(others.length).toBeGreaterThan(4);
    for (const file of others) {
      expect([file, carried.has(digestOf(join(shell, file)))]).toEqual([file, true]);
    }
  });
});

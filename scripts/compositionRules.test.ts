/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..');

interface Probe {
  /** where the code would live, which decides the rules that apply */
  filePath: string;
  code: string;
}

/** Two modules of a feature that import each other, written for the time of the test. */
const cycleFolder = join(repoRoot, 'shell', 'src', `cycleProbe${process.pid}`);
const cycle = {
  filePath: join(cycleFolder, 'lessonMenu.ts'),
  code: "import { lessonLinks } from './lessonLinks';\nexport const lessonMenu = () => lessonLinks;\n",
};

/** The messages `npm run lint` gives each probe, from ESLint's own API in a child process. */
function lintMessages(probes: readonly Probe[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const probes = JSON.parse(process.argv[1]);
    const results = [];
    for (const { filePath, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath });
      results.push(result.messages.map((message) => message.message));
    }
    console.log(JSON.stringify(results));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(probes)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

// Library internals have their own test: lintRules.test.ts.
describe('the composition rules that lint enforces', () => {
  const probes = {
    remoteSourceInShell: {
      filePath: 'shell/src/app/probe.ts',
      code: "import { LessonCards } from '../../../mf-lessons/src/lessons/LessonCards';\nexport const probe = LessonCards;\n",
    },
    shellSourceInServe: {
      filePath: 'serve/src/pages/probe.ts',
      code: "import { Site } from '../../../shell/src/app/App';\nexport const probe = Site;\n",
    },
    sharedByName: {
      filePath: 'shell/src/app/probe.ts',
      code: "import { siteFacts } from '@harmoni/shared/siteFacts';\nexport const probe = siteFacts;\n",
    },
    toolingByName: {
      filePath: 'mf-gallery/rsbuild.config.ts',
      code: "import { defineRemoteConfig } from '@harmoni/tooling/federation';\nexport const probe = defineRemoteConfig;\n",
    },
    remoteSourceInTooling: {
      filePath: 'tooling/src/federation/probe.ts',
      code: "import { AlbumPage } from '../../../mf-gallery/src/albums/AlbumPage';\nexport const probe = AlbumPage;\n",
    },
    cycle,
    benchYardstick: {
      filePath: 'bench/single-bundle/src/probe.ts',
      code: "import { Site } from '../../../shell/src/app/App';\nexport const probe = Site;\n",
    },
  } satisfies Record<string, Probe>;
  const names = Object.keys(probes) as (keyof typeof probes)[];
  let messages: Record<keyof typeof probes, string[]>;

  beforeAll(() => {
    mkdirSync(cycleFolder, { recursive: true });
    writeFileSync(cycle.filePath, cycle.code);
    writeFileSync(
      join(cycleFolder, 'lessonLinks.ts'),
      "import { lessonMenu } from './lessonMenu';\nexport const lessonLinks = () => lessonMenu;\n",
    );
    const found = lintMessages(names.map((name) => probes[name]));
    messages = Object.fromEntries(
      names.map((name, index) => [name, found[index] ?? []]),
    ) as typeof messages;
  }, 120_000);
  afterAll(() => rmSync(cycleFolder, { recursive: true, force: true }));

  it("refuses a deployable importing another's source", () => {
    expect(messages.remoteSourceInShell.join('\n')).toMatch(/never imports another's source/);
    expect(messages.shellSourceInServe.join('\n')).toMatch(/never imports another's source/);
  });

  it('lets a deployable use the shared package by name, and build with the tooling by name', () => {
    expect(messages.sharedByName).toEqual([]);
    expect(messages.toolingByName).toEqual([]);
  });

  it("refuses the build tooling reaching into a deployable's source", () => {
    expect(messages.remoteSourceInTooling.join('\n')).toMatch(/never imports another's source/);
  });

  it('refuses modules that import each other: imports run one way', () => {
    expect(messages.cycle.join('\n')).toMatch(/Dependency cycle/);
  });

  it("lets the benchmark's yardstick, which is no deployable, build from every part's source", () => {
    expect(messages.benchYardstick).toEqual([]);
  });
});

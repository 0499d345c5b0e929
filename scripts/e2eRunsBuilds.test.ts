/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eFiles, repoRoot, serverSourceUses, teamCommandsFile } from './e2eRunsBuilds';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

describe('the end-to-end tests run what ships', () => {
  it('reads every e2e file', () => {
    expect(e2eFiles()).toEqual(
      expect.arrayContaining([
        'e2e/playwright.config.ts',
        'e2e/support/servers.ts',
        'e2e/tests/release-cycle.spec.ts',
      ]),
    );
  });

  it.each(e2eFiles())('%s imports no server source and starts no tsx', (file) => {
    expect(serverSourceUses(file, read(file))).toEqual([]);
  });

  it("starts the suite's own servers (playwright.config.ts) with start scripts that run no tsx", () => {
    const config = read('e2e/playwright.config.ts');
    expect(config).toContain('command: `npm run start -w ${app.workspace}`');
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces) {
      const { scripts = {} } = JSON.parse(read(`${workspace}/package.json`)) as {
        scripts?: Record<string, string>;
      };
      expect(`${workspace}: ${scripts.start ?? ''}`).not.toMatch(/\btsx\b|\.ts\b/);
    }
  });
});

describe('the check itself', () => {
  const uses = (text: string, file = 'e2e/support/example.ts') => serverSourceUses(file, text);

  it("refuses a value import of a server's source, by package or by path", () => {
    expect(uses("import { startAppServer } from '@harmoni/serve';")).toEqual([
      "e2e/support/example.ts:1 imports a server's source: @harmoni/serve",
    ]);
    expect(uses("import { readRegistryFile } from '@harmoni/serve/registry';")).toHaveLength(1);
    expect(uses("export { main } from '../../serve/src/cli';")).toHaveLength(1);
    expect(uses("const app = await import('../../mf-contact/server/app');")).toHaveLength(1);
    expect(uses("const { main } = require('@harmoni/serve');")).toHaveLength(1);
    // even one that names only types: with verbatimModuleSyntax it still loads the module
    expect(uses("import { type AppServerHandle } from '@harmoni/serve';")).toHaveLength(1);
  });

  it('lets types, platform packages and the e2e helpers be imported', () => {
    expect(
      uses(
        [
          "import type { AppServerHandle } from '@harmoni/serve';",
          "import { remoteApps } from '@harmoni/shared/apps';",
          "import { repoRoot } from '@harmoni/tooling/workspaces';",
          "import { serveApp } from './servers';",
          "copy.edit('src/legal/PrivacyPolicyPage.tsx', (text) => text);",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("refuses tsx started any way, and node running a server's .ts file", () => {
    expect(uses("spawn(process.execPath, ['--import', 'tsx', 'server/main.ts']);")).toEqual([
      "e2e/support/example.ts:1 starts tsx: 'tsx'",
      "e2e/support/example.ts:1 runs a server's TypeScript: 'server/main.ts'",
    ]);
    expect(uses("spawn(join(root, 'node_modules', '.bin', 'tsx'), [entry]);")).toHaveLength(1);
    expect(uses('execSync(`npx tsx ${entry}`);')).toHaveLength(1);
    expect(uses("spawn('node', ['--import=tsx/esm', entry]);")).toHaveLength(1);
    expect(uses("spawn(process.execPath, ['../serve/src/bin.ts']);")).toHaveLength(1);
    expect(uses("spawn(process.execPath, ['--experimental-strip-types', entry]);")).toHaveLength(1);
  });

  it("lets only the team commands' helper start tsx", () => {
    const text = "spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), [cli]);";
    expect(uses(text, teamCommandsFile)).toEqual([]);
    expect(uses(text, 'e2e/tests/release-cycle.spec.ts')).toHaveLength(1);
  });
});

import { remoteApps, remoteBaseUrl } from '@harmoni/shared/apps';
import { articleHead } from '@harmoni/shared/pageHead';
import { expect, test } from '../support/test';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testPorts } from '../support/ports';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { testServerEnv } from '../support/servers';
import { ShellAloneTree } from '../support/shellAlone';
import { albumInfo, articleDirectory } from '../support/siteContent';

const port = testPorts.aloneShell;
const article = articleDirectory().find((entry) => entry.id === 'learn-to-play-piano');
const suffix = ' | Harmoni Music School - Music School in Setia Alam';

/** The registry a deployment writes: each remote's live release, read from the remote itself. */
async function registryFromRemotes(): Promise<unknown> {
  const entries = await Promise.all(
    remoteApps.map(async (remote) => {
      const url = remoteBaseUrl(remote, process.env);
      const release = (await (await fetch(`${url}release.json`)).json()) as {
        serverView?: string;
        integrity: Record<string, string>;
      };
      return [remote.name, { live: { url, ...release } }] as const;
    }),
  );
  return { remotes: Object.fromEntries(entries) };
}

// ARCHITECTURE.md: no deployable imports another's source. The shell's team builds and runs
// its server from a checkout without any remote; the pages still get their remotes' own heads.
test.describe('the shell built and served from a tree without the remotes', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  let tree: ShellAloneTree;
  let server: ServerProcess | undefined;

  test.beforeAll(async () => {
    tree = new ShellAloneTree();
    const dist = tree.buildShell();
    const registry = join(tree.dir, 'registry.json');
    writeFileSync(registry, JSON.stringify(await registryFromRemotes()));
    // the tree's own compiled harmoni-serve, as that team's deploy runs it
    server = await startServerProcess({
      name: `shell-alone on ${port}`,
      args: [join(tree.dir, 'serve', 'bin', 'harmoni-serve.mjs'), '--app', 'shell', '--root', dist],
      cwd: join(tree.dir, 'shell'),
      env: { ...process.env, ...testServerEnv, SHELL_PORT: String(port), REGISTRY_FILE: registry },
      url: `http://localhost:${port}`,
    });
  });

  test.afterAll(async () => {
    await server?.close();
    tree.remove();
  });

  test('the tree holds no remote', () => {
    for (const remote of remoteApps)
      expect(existsSync(join(tree.dir, remote.workspace))).toBe(false);
    for (const remote of remoteApps) {
      expect(existsSync(join(tree.dir, 'node_modules', remote.workspace))).toBe(false);
    }
  });

  for (const [path, title] of [
    ['/lesson/piano', 'Piano Lessons'],
    ['/gallery/photo/spring-recital-2026', albumInfo('spring-recital-2026').name],
    ['/about/article/learn-to-play-piano', articleHead(article).title],
  ] as const) {
    test(`${path} answers with its remote's own title, drawn on the server`, async ({
      request,
    }) => {
      const response = await request.get(`http://localhost:${port}${path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${title}${suffix}`);
      expect(html).toContain('id="server-render"');
    });
  }
});

import { remoteApps } from '@harmoni/shared/apps';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Exposes = Record<string, string>;

async function exposesOf(workspace: string): Promise<Exposes> {
  const module = (await import(join(repoRoot, workspace, 'exposes.ts'))) as { exposes: Exposes };
  return module.exposes;
}

/**
 * Writes the module id -> import() table the single bundle loads pages from, from what each
 * remote exposes; answers each import's request -> module id.
 */
export async function writeBundledModules(target: string): Promise<Record<string, string>> {
  const lines: string[] = [];
  const requests: Record<string, string> = {};
  for (const remote of remoteApps) {
    for (const [exposed, file] of Object.entries(await exposesOf(remote.workspace))) {
      const id = `${remote.name}/${exposed.replace(/^\.\//, '')}`;
      const path = join(repoRoot, remote.workspace, file).replace(/\.tsx?$/, '');
      lines.push(`  ${JSON.stringify(id)}: () => import(${JSON.stringify(path)}),`);
      requests[path] = id;
    }
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    `// Written by bench/single-bundle/build/bundledModules.ts before each single-bundle build.\n` +
      `export const bundledModules: Record<string, () => Promise<unknown>> = {\n${lines.join('\n')}\n};\n`,
  );
  return requests;
}

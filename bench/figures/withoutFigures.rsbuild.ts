/**
 * The benchmark's "without the figures" builds (`BENCH_FIGURES=compare`, see bench/README.md):
 * the shell's own configuration, or the single bundle's, with the module that starts the
 * real-user figures replaced by withoutFigures.ts and the output in a folder of its own. A
 * build-time replacement in the benchmark, so production code carries no branch for it.
 */
import { mergeRsbuildConfig, rspack, type RsbuildConfig } from '@rsbuild/core';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { join } from 'node:path';

const here = join(repoRoot, 'bench', 'figures');
const figuresLeftOut = join(here, 'withoutFigures.ts');
/** The request both bootstraps make for it (shell/src/bootstrap.tsx and the single bundle's). */
const realUserFiguresRequest = /[\\/]vitals[\\/]realUserFigures$/;

/** Where the comparison builds go (ignored by git). */
export const withoutFiguresDist = {
  shell: join(here, 'dist-shell'),
  singleBundle: join(here, 'dist-single-bundle'),
};

/** `config` with the figures left out, every environment built into `distRoot`. */
export function withoutFigures(config: RsbuildConfig, distRoot: string): RsbuildConfig {
  // outside the project's root, so cleaned explicitly: no file of an earlier build stays
  const intoDist = { output: { distPath: { root: distRoot }, cleanDistPath: true } };
  return mergeRsbuildConfig(config, {
    ...intoDist,
    environments: Object.fromEntries(
      Object.keys(config.environments ?? {}).map((name) => [name, intoDist]),
    ),
    tools: {
      rspack: {
        plugins: [new rspack.NormalModuleReplacementPlugin(realUserFiguresRequest, figuresLeftOut)],
      },
    },
  });
}

/**
 * Builds one front end's browser output (its 'web' environment) from its own rsbuild.config.ts,
 * as production does, into a folder of the caller's: `tsx buildFrontEnd.ts <workspace> <out>`.
 * The integrity tests run it in a child process: Rsbuild and the config are ES modules, the
 * tests CommonJS.
 */
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { resolve } from 'node:path';

const [workspace, out] = process.argv.slice(2);
if (!workspace || !out) throw new Error('Usage: buildFrontEnd.ts <workspace folder> <out folder>');
process.env.NODE_ENV = 'production';
const cwd = resolve(workspace);
// the settings read the workspace from the working folder, as `rsbuild build` runs them
process.chdir(cwd);
const { content } = await loadConfig({ cwd });
const rsbuild = await createRsbuild({
  cwd,
  environment: ['web'],
  config: { ...content, output: { ...content.output, distPath: { root: resolve(out) } } },
});
await rsbuild.build();

// The shell without its real-user figures, for the benchmark's comparison (withoutFigures.rsbuild.ts).
import { defineConfig } from '@rsbuild/core';
import { repoRoot } from '@harmoni/tooling/workspaces';
import { join } from 'node:path';
import shellConfig from '../../shell/rsbuild.config';
import { withoutFigures, withoutFiguresDist } from './withoutFigures.rsbuild';

export default defineConfig({
  ...withoutFigures(shellConfig, withoutFiguresDist.shell),
  root: join(repoRoot, 'shell'),
});

// The single bundle without the real-user figures, for the benchmark's comparison
// (withoutFigures.rsbuild.ts).
import { defineConfig } from '@rsbuild/core';
import singleBundleConfig from '../single-bundle/rsbuild.config';
import { withoutFigures, withoutFiguresDist } from './withoutFigures.rsbuild';

export default defineConfig(async (params) =>
  withoutFigures(await singleBundleConfig(params), withoutFiguresDist.singleBundle),
);

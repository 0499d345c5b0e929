#!/usr/bin/env node
// Runs the TypeScript CLI directly: the server has no build step of its own.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli.ts', import.meta.url);
const code = await main(process.argv.slice(2), process.env);
if (code !== 0) process.exitCode = code;

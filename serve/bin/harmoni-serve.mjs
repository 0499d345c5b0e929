#!/usr/bin/env node
// Runs the compiled server (`npm run build -w @harmoni/serve`, part of `npm run build`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../dist/harmoni-serve.mjs', import.meta.url);
if (!existsSync(compiled)) {
  console.error(
    `harmoni-serve: ${fileURLToPath(compiled)} is missing. ` +
      'Run `npm run build -w @harmoni/serve` (or `npm run build`) first.',
  );
  process.exit(1);
}
// stack traces name the TypeScript sources (the compiled files carry source maps)
process.setSourceMapsEnabled(true);
await import(compiled.href);

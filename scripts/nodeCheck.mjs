#!/usr/bin/env node
// Every root npm script runs this first: on an older Node the site builds, then its enquiry
// server dies at start (better-sqlite3 is compiled for Node 24), with no word about Node. So an
// unsupported Node is refused here with one line that says what to run. Plain JavaScript, in
// syntax old Node versions read, with nothing installed: it must run where nothing else does.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// package.json's engines is the one place the supported Node is written (npm reads it too)
const wanted = String((manifest.engines && manifest.engines.node) || '');
const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(wanted.trim());
if (!floor) {
  console.error(
    `nodeCheck: package.json engines.node must read ">=<major>[.<minor>.<patch>]", not "${wanted}"`,
  );
  process.exit(2);
}

const needed = floor.slice(1).map((part) => Number(part || 0));
const running = process.versions.node.split('.').map(Number);
const index = needed.findIndex((part, at) => running[at] !== part);
if (index !== -1 && running[index] < needed[index]) {
  console.error(
    `Harmoni needs Node ${wanted} and this is Node ${process.versions.node}: ` +
      'run `. .ci/node24.sh` (or `nvm use`, which reads .nvmrc), then run the command again.',
  );
  process.exit(1);
}

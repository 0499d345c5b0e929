/**
 * The shared package as the builds read it: its version and peer ranges (the singletons every
 * part agrees on) and the source files the builds alias or fingerprint. Found through the
 * package's own exports, as any installed package would be.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = dirname(fileURLToPath(import.meta.resolve('@harmoni/shared/package.json')));

export const sharedPackage = JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string | undefined>;
};

/** The package's source folder: what its singleton is built from. */
export const sharedSourceFolder = join(sharedRoot, 'src');

/** A module of the package by its export name ('@harmoni/shared/routerExports'), as a file path. */
export const sharedModuleFile = (name: string): string =>
  fileURLToPath(import.meta.resolve(`@harmoni/shared/${name}`));

const requireFromShared = createRequire(join(sharedRoot, 'package.json'));

/** The version of a package the shared package depends on, as installed for it. */
export function sharedDependencyVersion(dependency: string): string {
  const manifest = JSON.parse(
    readFileSync(requireFromShared.resolve(`${dependency}/package.json`), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

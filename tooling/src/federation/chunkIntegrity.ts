/**
 * Every script and style sheet a front end loads after its entry is pinned by that entry: the
 * build writes each chunk's digest into the runtime it carries (Rsbuild's `security.sri`, which
 * applies Rspack's SubresourceIntegrityPlugin), and the runtime loads every JS and CSS chunk
 * with `integrity` and `crossorigin="anonymous"`. The browser then refuses a chunk whose bytes
 * changed after the build, as it refuses a changed entry (whose digest the registry records).
 * The HTML the build writes (the shell's index.html, a remote's standalone page) gets the
 * entries' digests the same way.
 *
 * Only the browser's build: the server views are Node bundles the shell's server checks whole.
 */
import type { RsbuildConfig } from '@rsbuild/core';
import { integrityAlgorithm } from '@harmoni/shared/remoteIntegrity';

export const pinnedChunks: NonNullable<RsbuildConfig['security']> = {
  // The release records (releaseFiles.ts) and the server use the same algorithm, so the server's
  // preload hints can carry the very digest the runtime checks, and the browser reuses them.
  sri: { enable: true, algorithm: integrityAlgorithm },
};

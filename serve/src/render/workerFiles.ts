import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Defined (true) by the server build (tooling/src/servers/serverBuild.ts); undefined from source. */
declare const HARMONI_COMPILED_SERVER: boolean | undefined;

export interface WorkerFiles {
  /** the render worker's script */
  script: string;
  /** the packages it lends the remotes' views (renderWorker.ts's `lendable`) */
  lent: readonly string[];
  /** the folder those are found from */
  lentFrom: string;
}

/**
 * What the worker lends besides the shell's singletons: a DOM for article cleaning. The worker's
 * `lendable` and the views' build (tooling/src/serverViews/remoteView.ts) name the same.
 */
const lent = ['jsdom'] as const;

/**
 * Where the render worker and the packages it lends are, as installed: the server copies them
 * into the one folder the worker may read (readableCopies.ts). Compiled (a deployable, or
 * serve/dist), the worker sits beside the server's own file and packages resolve from the
 * server's node_modules, wherever it was started from. From source (development, Jest), the
 * worker is the TypeScript file, run by Node's type stripping, found from the working folder.
 */
export function renderWorkerFiles(): WorkerFiles {
  const compiled = typeof HARMONI_COMPILED_SERVER === 'boolean' && HARMONI_COMPILED_SERVER;
  // the compiled server's own file (the build maps __filename to it), else the working folder
  const from = compiled ? __filename : join(process.cwd(), 'index.js');
  const resolve = (specifier: string) => realpathSync(createRequire(from).resolve(specifier));
  const jsdom = resolve('jsdom');
  return {
    lent,
    script: compiled
      ? join(dirname(__filename), 'renderWorker.mjs') // serve/rsbuild.config.ts's entry
      : resolve('@harmoni/serve/render-worker'),
    lentFrom: jsdom.slice(0, jsdom.lastIndexOf('/node_modules/') + '/node_modules'.length),
  };
}

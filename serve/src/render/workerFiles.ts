import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Defined (true) by the server build (tooling/src/servers/serverBuild.ts); undefined from source. */
declare const HARMONI_COMPILED_SERVER: boolean | undefined;

export interface WorkerFiles {
  /** the render worker's script */
  script: string;
  /** the node_modules folder it lends packages from (jsdom) */
  lentFrom: string;
}

/**
 * Where the render worker and the packages it borrows are. Compiled (a deployable, or
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
    script: compiled
      ? join(dirname(__filename), 'renderWorker.mjs') // serve/rsbuild.config.ts's entry
      : resolve('@harmoni/serve/render-worker'),
    lentFrom: jsdom.slice(0, jsdom.lastIndexOf('/node_modules/') + '/node_modules'.length),
  };
}

import { rspack, type Rspack } from '@rsbuild/core';
import { fileURLToPath } from 'node:url';

const standIn = fileURLToPath(new URL('../src/federation/federationEnv.ts', import.meta.url));

/** The SDK's files import their env module by this request, from their own folder. */
const SDK_ENV_REQUEST = /^\.\/env\.js$/;
const SDK_FOLDER = /[\\/]@module-federation[\\/]sdk[\\/]dist$/;

/**
 * In production builds the federation SDK's env module is federationEnv.ts, which does not read
 * localStorage to learn whether to log (see there). Matched by request and folder, since the
 * SDK imports the module by a relative path.
 */
export const federationEnvPlugin: Rspack.RspackPluginInstance = {
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    new rspack.NormalModuleReplacementPlugin(SDK_ENV_REQUEST, (resource) => {
      if (SDK_FOLDER.test(resource.context ?? '')) resource.request = standIn;
    }).apply(compiler);
  },
};

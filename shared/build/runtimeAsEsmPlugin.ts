import type { Rspack } from '@rsbuild/core';

/**
 * The federation plugin points `@module-federation/runtime` at the package's CommonJS build,
 * which keeps every export of the runtime and of what it requires (its core, the SDK's Node
 * script loader). Its ES module build lets the bundler leave out what the page never calls. The
 * alias is set as plugins finish, so this runs after the federation plugin's own setting.
 */
export const runtimeAsEsmPlugin: Rspack.RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap({ name: 'harmoni-federation-runtime-esm', stage: 100 }, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [request, target] of Object.entries(alias)) {
        if (
          request.startsWith('@module-federation/runtime') &&
          typeof target === 'string' &&
          /[\\/]@module-federation[\\/]runtime[\\/]dist[\\/]index\.cjs$/.test(target)
        ) {
          alias[request] = target.replace(/\.cjs$/, '.js');
        }
      }
    });
  },
};

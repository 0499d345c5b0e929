/**
 * The single-bundle build's answer to a remote manifest's css assets: which style sheets each
 * page module's lazy chunk needs, so its server can link them when it draws that module.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export const viewStylesFile = 'view-styles.json';

/** Module id ('lessons/LessonPage') -> the URLs of its style sheets. */
export type ViewStyles = Record<string, string[]>;

/** `requests`: each module's import() request -> its module id. */
export function pluginViewStyles(requests: Readonly<Record<string, string>>): RsbuildPlugin {
  return {
    name: 'harmoni:view-styles',
    setup(api) {
      api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const styles: ViewStyles = {};
        for (const group of compilation.chunkGroups) {
          const css = group
            .getFiles()
            .filter((file) => file.endsWith('.css'))
            .map((file) => `${publicPath.replace(/\/?$/, '/')}${file}`);
          for (const origin of group.origins) {
            const id = origin.request === undefined ? undefined : requests[origin.request];
            if (id) styles[id] = [...new Set([...(styles[id] ?? []), ...css])];
          }
        }
        compilation.emitAsset(
          viewStylesFile,
          new sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`),
        );
      });
    },
  };
}

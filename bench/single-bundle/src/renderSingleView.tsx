import { modulesForPage } from '@harmoni/shared/routes';
import {
  renderShellView as renderSiteView,
  type ShellViewOptions,
  type ShellViewResult,
} from '../../../shell/src/ssr/renderShellView';
import { bundledModules } from './generated/bundledModules';

interface SingleViewOptions extends ShellViewOptions {
  /** where the browser gets the build's files: http://localhost:3400/ */
  publicPath?: string;
}

/**
 * The single bundle's server view: the same render as the federated shell's, with each page's
 * modules imported from the bundle itself rather than loaded from remotes' views.
 */
export async function renderShellView(
  url: string,
  options: SingleViewOptions = {},
): Promise<ShellViewResult> {
  // The pages' modules resolve their content and pictures against this as they are imported,
  // so the URLs the server draws are those the browser asks for.
  if (options.publicPath) {
    // @ts-expect-error -- typed as a constant, but Rspack compiles an assignment to its runtime's
    // public path, the documented way to set it at run time.
    __webpack_public_path__ = options.publicPath;
  }
  const path = new URL(url, 'http://localhost').pathname;
  const modules = await Promise.all(
    modulesForPage(path).map(async (id) => {
      const load = bundledModules[id];
      return load ? ([id, await load()] as const) : undefined;
    }),
  );
  const views = new Map(modules.filter((entry) => entry !== undefined));
  return renderSiteView(url, { ...options, views });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { shellViewFile } from '@harmoni/shared/shellView';

/** What the shell's server view draws for one page (see shell/src/ssr/renderShellView.tsx). */
export interface ShellViewResult {
  html: string;
  /** exposed modules drawn into the HTML */
  views: string[];
  /** the text of the content files those read, by URL */
  content: Record<string, string>;
}

export interface ShellViewOptions {
  views?: ReadonlyMap<string, unknown>;
  /** for the single-bundle build: the origin its files are served from */
  publicPath?: string;
  readContent?: (url: string) => Promise<string | undefined>;
}

/** The page at this URL, as HTML. */
export type ShellViewRender = (url: string, options?: ShellViewOptions) => Promise<ShellViewResult>;

export interface ShellView {
  render: ShellViewRender;
  /** the singletons the remotes' server views borrow (absent from the single-bundle build) */
  sharedModules?: Readonly<Record<string, unknown>>;
}

/**
 * Loads the server view a shell build carries (shared/build/shellView.ts), once, on first use.
 * A build without one (dev output, an older build) or one that fails to load leaves the pages
 * as the browser renders them: the failure is reported once, never per page.
 */
export function shellViewLoader(
  root: string,
  warn: (message: string) => void,
): () => Promise<ShellView | undefined> {
  const file = join(root, shellViewFile);
  let loading: Promise<ShellView | undefined> | undefined;
  const load = async (): Promise<ShellView | undefined> => {
    if (!existsSync(file)) return undefined;
    try {
      const module = createRequire(file)(file) as {
        renderShellView?: unknown;
        sharedModules?: unknown;
      };
      if (typeof module.renderShellView !== 'function') {
        throw new Error('it exports no renderShellView function');
      }
      return {
        render: module.renderShellView as ShellViewRender,
        ...(typeof module.sharedModules === 'object' &&
          module.sharedModules !== null && {
            sharedModules: module.sharedModules as Record<string, unknown>,
          }),
      };
    } catch (error) {
      warn(`Pages are rendered in the browser only: ${file} did not load (${String(error)})`);
      return undefined;
    }
  };
  return () => (loading ??= load());
}

/** The view for one page, or undefined (then the browser renders it) if the renderer fails. */
export async function renderViewSafely(
  view: ShellView | undefined,
  url: string,
  options: ShellViewOptions,
  warn: (message: string) => void,
): Promise<ShellViewResult | undefined> {
  if (!view) return undefined;
  try {
    return await view.render(url, options);
  } catch (error) {
    warn(`The server view of ${url} failed, the browser renders it instead: ${String(error)}`);
    return undefined;
  }
}

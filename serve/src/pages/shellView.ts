import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { shellViewFile } from '@harmoni/shared/shellView';

/** The shell's own part of the page at this URL, as HTML. */
export type ShellView = (url: string) => string;

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
      const module = createRequire(file)(file) as { renderShellView?: unknown };
      if (typeof module.renderShellView !== 'function') {
        throw new Error('it exports no renderShellView function');
      }
      return module.renderShellView as ShellView;
    } catch (error) {
      warn(`Pages are rendered in the browser only: ${file} did not load (${String(error)})`);
      return undefined;
    }
  };
  return () => (loading ??= load());
}

/** The view for one page, or undefined (then the browser renders it) if the renderer throws. */
export function renderViewSafely(
  view: ShellView | undefined,
  url: string,
  warn: (message: string) => void,
): string | undefined {
  if (!view) return undefined;
  try {
    return view(url);
  } catch (error) {
    warn(`The server view of ${url} failed, the browser renders it instead: ${String(error)}`);
    return undefined;
  }
}

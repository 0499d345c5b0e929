import type { ServerRead } from '@harmoni/shared/serverRender';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/**
 * The single bundle's content, read from its own folder rather than over HTTP: the URLs its
 * view draws start with the site's own address (`self`). Anything else, or anything outside the
 * folder, is unreadable.
 */
export function bundleFileReader(root: string, self: string) {
  const folder = resolve(root);
  return async (url: string): Promise<ServerRead> => {
    if (!url.startsWith(self)) return { status: 'unreadable' };
    const file = resolve(folder, decodeURIComponent(new URL(url).pathname).replace(/^\/+/, ''));
    if (!file.startsWith(folder + sep)) return { status: 'unreadable' };
    try {
      return { status: 'read', text: await readFile(file, 'utf8') };
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      return missing ? { status: 'missing' } : { status: 'unreadable' };
    }
  };
}

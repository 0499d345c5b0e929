import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerRead } from '../content/serverRender';

/**
 * For tests: reads content files as the shell's server would, from a remote's public/ folder on
 * disk (its URL's path is the file's path there); a file that is not there is missing.
 */
export function publicFolderReader(publicDir: string): (url: string) => Promise<ServerRead> {
  return async (url) => {
    try {
      const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
      return { status: 'read', text: await readFile(join(publicDir, path), 'utf8') };
    } catch {
      return { status: 'missing' };
    }
  };
}

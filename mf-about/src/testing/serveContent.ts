import fs from 'node:fs';
import path from 'node:path';

/** Where the tests' remote lives (jest's __webpack_public_path__). */
export const remoteOrigin = 'http://localhost:3999/';

const publicDir = path.join(__dirname, '../../public');

/** A file of this remote's public folder, as committed: 'assets/docs/faq.txt'. */
export function readPublic(relativePath: string): string {
  return fs.readFileSync(path.join(publicDir, relativePath), 'utf8');
}

export function publicFileExists(relativePath: string): boolean {
  return fs.existsSync(path.join(publicDir, relativePath));
}

/**
 * A fetch that answers from this remote's real public folder, so page tests draw the real
 * content. An override answers a path with other text, or fails it with an HTTP status.
 */
export function serveContent(overrides: Record<string, string | number> = {}) {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const relativePath = url.startsWith(remoteOrigin) ? url.slice(remoteOrigin.length) : url;
    const override = overrides[relativePath];
    if (typeof override === 'number') {
      return Promise.resolve(new Response('Server error', { status: override }));
    }
    if (typeof override === 'string') return Promise.resolve(new Response(override));
    if (relativePath.startsWith('assets/') && publicFileExists(relativePath)) {
      return Promise.resolve(new Response(readPublic(relativePath)));
    }
    return Promise.resolve(new Response('Not found', { status: 404 }));
  });
  global.fetch = fetchMock;
  return fetchMock;
}

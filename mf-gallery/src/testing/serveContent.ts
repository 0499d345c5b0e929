/** Where the remote's files are served from in unit tests (the jest public path). */
export const testOrigin = 'http://localhost:3999/';

/**
 * Stands in for this remote's server: answers fetches of the given asset paths with their
 * JSON, and everything else with 404. Returns the mock to inspect the requests.
 */
export function serveContent(files: Record<string, unknown>) {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.startsWith(testOrigin)
      ? decodeURIComponent(url.slice(testOrigin.length))
      : url;
    if (!(path in files)) return Promise.resolve(new Response('Not found', { status: 404 }));
    const body = files[path];
    return Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 }),
    );
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** The paths that were fetched, in order. */
export function fetchedPaths(fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>) {
  return fetchMock.mock.calls.map(([input]) => String(input).replace(testOrigin, ''));
}

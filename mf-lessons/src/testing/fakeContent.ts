/** Test support: a fetch that answers content URLs from a table, and counts what was asked. */
export type FakeFile = string | { status: number } | 'network-error';

export function fakeContent(files: Record<string, FakeFile>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    const file = files[url];
    if (file === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (file === undefined || typeof file !== 'string') {
      const status = typeof file === 'object' ? file.status : 404;
      return Promise.resolve({ ok: false, status, text: () => Promise.resolve('') } as Response);
    }
    return Promise.resolve({
      ok: true,
      status: 200,
      text: () => Promise.resolve(file),
    } as Response);
  });
}

/** The URL of one of this remote's files, as the components ask for it in tests. */
export function assetUrl(path: string): string {
  return `http://localhost:3999/${path}`;
}

export const lessonListUrl = assetUrl('assets/docs/lesson.txt');
export const whyUsUrl = assetUrl('assets/docs/why-us.txt');

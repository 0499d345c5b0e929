/** @jest-environment node */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { useContent } from './contentStore';
import { ServerContentContext, serverContent, type ServerRead } from './serverRender';
import { useContentText } from './useContentText';

const parseNames = (raw: unknown): string[] => {
  if (!Array.isArray(raw)) throw new Error('expected a list of names');
  return raw as string[];
};

function Names({ url }: { url: string }) {
  const names = useContent({ url, parse: parseNames });
  if (names.status === 'loading') return <p>loading</p>;
  if (names.status === 'error') return <p role="alert">{names.error.message}</p>;
  return <p>{names.data.join(', ')}</p>;
}

function Body({ url }: { url: string }) {
  const body = useContentText(url);
  return <p>{body.status === 'ready' ? body.data : body.status}</p>;
}

/** Files as a remote answers them: text, missing (absent here), or unreadable. */
function remote(files: Record<string, string | 'unreadable'>) {
  const read = jest.fn(async (url: string): Promise<ServerRead> => {
    const file = files[url];
    if (file === undefined) return { status: 'missing' };
    return file === 'unreadable' ? { status: 'unreadable' } : { status: 'read', text: file };
  });
  return { read, content: serverContent(read) };
}

async function draw(content: ReturnType<typeof serverContent>, page: ReactNode) {
  const { prelude } = await prerenderToNodeStream(
    <ServerContentContext value={content.context}>{page}</ServerContentContext>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

// No DOM, as on the server: the render waits for each file it reads, in one pass.
describe('useContent while the server renders', () => {
  it('draws every file it reads, each read once, and carries their text for the browser', async () => {
    const { read, content } = remote({ 'http://x/a.txt': '["Ana"]', 'http://x/b.txt': '["Bo"]' });
    const html = await draw(
      content,
      <>
        <Names url="http://x/a.txt" />
        <Names url="http://x/b.txt" />
        <Names url="http://x/a.txt" />
      </>,
    );
    expect(html).toBe('<p>Ana</p><p>Bo</p><p>Ana</p>');
    expect(read).toHaveBeenCalledTimes(2);
    expect(content.carried()).toEqual({
      content: { 'http://x/a.txt': '["Ana"]', 'http://x/b.txt': '["Bo"]' },
      missing: [],
    });
  });

  it('draws a missing file as the error the browser would show, and says it was missing', async () => {
    const { content } = remote({});
    expect(await draw(content, <Names url="http://x/gone.txt" />)).toContain(
      'Could not load http://x/gone.txt: HTTP 404',
    );
    expect(content.carried().missing).toEqual(['http://x/gone.txt']);
  });

  it('draws an unreadable file as loading, for the browser to fetch, and carries nothing', async () => {
    const { content } = remote({ 'http://x/a.txt': 'unreadable' });
    expect(await draw(content, <Names url="http://x/a.txt" />)).toBe('<p>loading</p>');
    expect(content.carried()).toEqual({ content: {}, missing: [] });
  });

  it('draws a file of the wrong shape as its error, as the browser would', async () => {
    const { content } = remote({ 'http://x/a.txt': '"nope"' });
    expect(await draw(content, <Names url="http://x/a.txt" />)).toContain(
      'unexpected content (expected a list of names)',
    );
  });

  it('draws a file that is not JSON as its error', async () => {
    const { content } = remote({ 'http://x/a.txt': '["Ana",' });
    expect(await draw(content, <Names url="http://x/a.txt" />)).toContain(
      'Could not load http://x/a.txt: not valid JSON',
    );
  });
});

describe('useContentText while the server renders', () => {
  it('draws the text it reads, and an unreadable file as loading', async () => {
    const { content } = remote({ 'http://x/a.html': 'Scales', 'http://x/b.html': 'unreadable' });
    const html = await draw(
      content,
      <>
        <Body url="http://x/a.html" />
        <Body url="http://x/b.html" />
        <Body url="http://x/c.html" />
      </>,
    );
    expect(html).toBe('<p>Scales</p><p>loading</p><p>error</p>');
  });
});

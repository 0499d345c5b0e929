/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useContent } from './contentStore';
import { ServerContentContext } from './serverRender';
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

// No DOM, as on the server: content comes from the render's own seed, never from a fetch.
describe('useContent while the server renders', () => {
  it('draws what has been read, and notes what has not', () => {
    const server = { seed: new Map([['http://x/a.txt', '["Ana"]']]), wanted: new Set<string>() };
    const html = renderToString(
      <ServerContentContext value={server}>
        <Names url="http://x/a.txt" />
        <Names url="http://x/b.txt" />
      </ServerContentContext>,
    );
    expect(html).toContain('<p>Ana</p>');
    expect(html).toContain('<p>loading</p>');
    expect([...server.wanted]).toEqual(['http://x/b.txt']);
  });

  it('draws a file of the wrong shape as its error, as the browser would', () => {
    const server = { seed: new Map([['http://x/a.txt', '"nope"']]), wanted: new Set<string>() };
    const html = renderToString(
      <ServerContentContext value={server}>
        <Names url="http://x/a.txt" />
      </ServerContentContext>,
    );
    expect(html).toContain('unexpected content (expected a list of names)');
  });

  it('draws a file that is not JSON as its error', () => {
    const server = { seed: new Map([['http://x/a.txt', '["Ana",']]), wanted: new Set<string>() };
    const html = renderToString(
      <ServerContentContext value={server}>
        <Names url="http://x/a.txt" />
      </ServerContentContext>,
    );
    expect(html).toContain('Could not load http://x/a.txt: not valid JSON');
  });
});

describe('useContentText while the server renders', () => {
  function Body({ url }: { url: string }) {
    const body = useContentText(url);
    return <p>{body.status === 'ready' ? body.data : body.status}</p>;
  }

  it('draws the text it has read, and notes what it has not', () => {
    const server = { seed: new Map([['http://x/a.html', 'Scales']]), wanted: new Set<string>() };
    const html = renderToString(
      <ServerContentContext value={server}>
        <Body url="http://x/a.html" />
        <Body url="http://x/b.html" />
      </ServerContentContext>,
    );
    expect(html).toContain('<p>Scales</p><p>loading</p>');
    expect([...server.wanted]).toEqual(['http://x/b.html']);
  });
});

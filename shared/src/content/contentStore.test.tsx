import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import type * as ReactModule from 'react';

// Watched, not replaced: what arrives later is drawn through it.
jest.mock('react', () => {
  const react = jest.requireActual<typeof ReactModule>('react');
  return { ...react, startTransition: jest.fn(react.startTransition) };
});
import { forgetContent, loadContent, useContent, useContentStore } from './contentStore';
import { ContentError, fetchContent } from './fetchContent';
import { contentSource } from './contentSource';
import { resetServerRenderData, serverRenderElementId } from './serverRender';

const parseNames = (raw: unknown): string[] => {
  if (!Array.isArray(raw) || !raw.every((item) => typeof item === 'string')) {
    throw new Error('expected a list of names');
  }
  return raw;
};

function respondWith(body: string, status = 200) {
  const response = { ok: status < 400, status, text: () => Promise.resolve(body) };
  return jest.fn(() => Promise.resolve(response as Response));
}

function Names({ url }: { url: string }) {
  const names = useContent({ url, parse: parseNames });
  if (names.status === 'loading') return <p>loading</p>;
  if (names.status === 'error') return <p role="alert">{names.error.message}</p>;
  return <p>{names.data.join(', ')}</p>;
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('contentSource', () => {
  it('resolves asset paths against the remote public path, not the page origin', () => {
    const source = contentSource('http://localhost:3001/');
    expect(source.assetUrl('assets/docs/lesson.txt')).toBe(
      'http://localhost:3001/assets/docs/lesson.txt',
    );
    expect(source.assetUrl('/assets/images/a.jpg')).toBe(
      'http://localhost:3001/assets/images/a.jpg',
    );
  });

  it('keeps a sub-folder public path', () => {
    expect(contentSource('https://cdn.example.com/gallery/').assetUrl('assets/x.txt')).toBe(
      'https://cdn.example.com/gallery/assets/x.txt',
    );
  });
});

describe('fetchContent', () => {
  it('parses JSON kept in a text file', async () => {
    global.fetch = respondWith('["Ana","Ben"]');
    await expect(fetchContent('http://x/a.txt', parseNames)).resolves.toEqual(['Ana', 'Ben']);
  });

  it('names the file and the reason when the JSON is malformed', async () => {
    global.fetch = respondWith('["Ana",');
    await expect(fetchContent('http://x/a.txt', parseNames)).rejects.toThrow(
      /Could not load http:\/\/x\/a\.txt: not valid JSON/,
    );
  });

  it('reports content of the wrong shape', async () => {
    global.fetch = respondWith('{"name":"Ana"}');
    await expect(fetchContent('http://x/a.txt', parseNames)).rejects.toThrow(
      'Could not load http://x/a.txt: unexpected content (expected a list of names)',
    );
  });

  it('reports HTTP failures', async () => {
    global.fetch = respondWith('missing', 404);
    await expect(fetchContent('http://x/a.txt', parseNames)).rejects.toBeInstanceOf(ContentError);
    await expect(fetchContent('http://x/a.txt', parseNames)).rejects.toThrow('HTTP 404');
  });

  it('reports network failures', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchContent('http://x/a.txt', parseNames)).rejects.toThrow(/network error/);
  });
});

describe('useContent', () => {
  it('waits, without fetching, until it is given a resource', () => {
    const fetchMock = respondWith('[]');
    global.fetch = fetchMock;
    function Pending() {
      const state = useContent<string[]>(undefined);
      return <p>{state.status}</p>;
    }
    render(<Pending />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a file once however many components use it', async () => {
    const fetchMock = respondWith('["Ana","Ben"]');
    global.fetch = fetchMock;
    render(
      <>
        <Names url="http://x/names.txt" />
        <Names url="http://x/names.txt" />
        <Names url="http://x/names.txt" />
      </>,
    );
    expect(await screen.findAllByText('Ana, Ben')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the error of a broken file and logs it', async () => {
    global.fetch = respondWith('not json');
    render(<Names url="http://x/broken.txt" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid JSON');
    expect(console.error).toHaveBeenCalled();
  });

  it('fetches again, in place, after a failed file is forgotten', async () => {
    global.fetch = respondWith('oops', 500);
    render(<Names url="http://x/retry.txt" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500');
    global.fetch = respondWith('["Cy"]');
    act(() => forgetContent('http://x/retry.txt'));
    await waitFor(() => expect(screen.getByText('Cy')).toBeInTheDocument());
  });

  it('redraws a part as a transition when its file arrives (in slices, not one long task)', async () => {
    const transitions = jest.mocked(startTransition);
    transitions.mockClear();
    global.fetch = respondWith('["Ed"]');
    render(<Names url="http://x/later.txt" />);
    const drawn = transitions.mock.calls.length;
    expect(await screen.findByText('Ed')).toBeInTheDocument();
    expect(transitions.mock.calls.length).toBeGreaterThan(drawn);
  });

  it('does not fetch a file again once it is loaded', async () => {
    const fetchMock = respondWith('["Di"]');
    global.fetch = fetchMock;
    await loadContent('http://x/once.txt', parseNames);
    await loadContent('http://x/once.txt', parseNames);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('content the server read for the page', () => {
  function withServerRender(data: unknown) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = serverRenderElementId;
    element.textContent = JSON.stringify(data);
    document.body.append(element);
    resetServerRenderData();
    return () => {
      element.remove();
      resetServerRenderData();
    };
  }

  it('draws at once from the copy in the page, and never fetches it', async () => {
    global.fetch = jest.fn();
    const done = withServerRender({
      views: ['lessons/LessonPage'],
      content: { 'http://x/names.txt': '["Ana","Ben"]' },
    });
    try {
      render(<Names url="http://x/names.txt" />);
      // the first render already has it: what the server drew is what hydration finds
      expect(screen.getByText('Ana, Ben')).toBeInTheDocument();
      await waitFor(() =>
        expect(useContentStore.getState().entries['http://x/names.txt']).toEqual({
          status: 'ready',
          data: ['Ana', 'Ben'],
        }),
      );
      expect(global.fetch).not.toHaveBeenCalled();
    } finally {
      done();
    }
  });

  it('fetches it again once forgotten, rather than reusing the copy', async () => {
    global.fetch = respondWith('["Chen"]');
    const done = withServerRender({ views: [], content: { 'http://x/names.txt': '["Ana"]' } });
    try {
      render(<Names url="http://x/names.txt" />);
      expect(screen.getByText('Ana')).toBeInTheDocument();
      act(() => forgetContent('http://x/names.txt'));
      expect(await screen.findByText('Chen')).toBeInTheDocument();
      expect(global.fetch).toHaveBeenCalledTimes(1);
    } finally {
      done();
    }
  });

  it('shows a copy of the wrong shape as that file’s error', () => {
    const done = withServerRender({
      views: [],
      content: { 'http://x/names.txt': '{"not":"a list"}' },
    });
    try {
      render(<Names url="http://x/names.txt" />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not load http://x/names.txt: unexpected content (expected a list of names)',
      );
    } finally {
      done();
    }
  });

  it('shows a file the server found missing as the same error, without fetching it', () => {
    global.fetch = jest.fn();
    const done = withServerRender({ views: [], content: {}, missing: ['http://x/names.txt'] });
    try {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<Names url="http://x/names.txt" />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not load http://x/names.txt: HTTP 404',
      );
      expect(global.fetch).not.toHaveBeenCalled();
    } finally {
      done();
    }
  });

  it('ignores unreadable data in the page: the part fetches its content as usual', async () => {
    global.fetch = respondWith('["Dewi"]');
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = serverRenderElementId;
    element.textContent = '{ not json';
    document.body.append(element);
    resetServerRenderData();
    try {
      render(<Names url="http://x/names.txt" />);
      expect(await screen.findByText('Dewi')).toBeInTheDocument();
      expect(console.error).toHaveBeenCalledWith(
        '[shared] the server-rendered page carried unreadable data',
        expect.any(SyntaxError),
      );
    } finally {
      element.remove();
      resetServerRenderData();
    }
  });
});

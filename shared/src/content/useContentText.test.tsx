import { render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import type * as ReactModule from 'react';

// Watched, not replaced: what arrives later is drawn through it.
jest.mock('react', () => {
  const react = jest.requireActual<typeof ReactModule>('react');
  return { ...react, startTransition: jest.fn(react.startTransition) };
});
import { resetServerRenderData, serverRenderElementId } from './serverRender';
import { useContentText } from './useContentText';

function Article({ url }: { url?: string }) {
  const body = useContentText(url);
  if (body.status === 'loading') return <p>loading</p>;
  if (body.status === 'error') return <p role="alert">{body.error.message}</p>;
  return <p>{body.data}</p>;
}

function respondWith(body: string, status = 200) {
  const response = { ok: status < 400, status, text: () => Promise.resolve(body) };
  return jest.fn(() => Promise.resolve(response as Response));
}

afterEach(() => {
  document.getElementById(serverRenderElementId)?.remove();
  resetServerRenderData();
  jest.restoreAllMocks();
});

describe('useContentText', () => {
  it('waits without a URL, then fetches the file as text', async () => {
    global.fetch = respondWith('<h2>Scales</h2>');
    const { rerender } = render(<Article />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    rerender(<Article url="http://x/a.html" />);
    expect(await screen.findByText('<h2>Scales</h2>')).toBeInTheDocument();
  });

  it('draws the file as a transition when it arrives (in slices, not one long task)', async () => {
    const transitions = jest.mocked(startTransition);
    transitions.mockClear();
    global.fetch = respondWith('<p>Posture</p>');
    render(<Article url="http://x/b.html" />);
    expect(await screen.findByText('<p>Posture</p>')).toBeInTheDocument();
    expect(transitions).toHaveBeenCalled();
  });

  it('reports a file that cannot be fetched', async () => {
    global.fetch = respondWith('', 404);
    render(<Article url="http://x/a.html" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load http://x/a.html: HTTP 404',
    );
  });

  it('draws the copy the page carries at once, and never fetches it', () => {
    global.fetch = jest.fn();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = serverRenderElementId;
    element.textContent = JSON.stringify({
      views: [],
      content: { 'http://x/a.html': '<p>Hi</p>' },
    });
    document.body.append(element);
    resetServerRenderData();
    render(<Article url="http://x/a.html" />);
    expect(screen.getByText('<p>Hi</p>')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

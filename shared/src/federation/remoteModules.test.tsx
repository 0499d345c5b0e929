import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { serverRenderedPage, type ServerRenderedPage } from '../testing/serverRenderedPage';
import {
  forgetRemoteModule,
  loadRemoteModule,
  loadServerDrawnModules,
  provideRemoteLoader,
  useRemoteModule,
} from './remoteModules';

function Probe({ id, wanted }: { id: string; wanted?: boolean }) {
  const state = useRemoteModule<{ name: string }>(id, wanted);
  if (state.status === 'ready') return <p>ready {state.module.name}</p>;
  if (state.status === 'error') return <p>error {state.error.message}</p>;
  return <p>loading</p>;
}

describe('useRemoteModule', () => {
  it('fetches nothing until wanted, then loads', async () => {
    const loader = jest.fn((id: string) => Promise.resolve({ name: id }));
    provideRemoteLoader(loader);
    const { rerender } = render(<Probe id="gallery/later" wanted={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    rerender(<Probe id="gallery/later" wanted />);
    expect(await screen.findByText('ready gallery/later')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('is ready while not wanted when another part already loaded the module', async () => {
    provideRemoteLoader((id: string) => Promise.resolve({ name: id }));
    render(<Probe id="lessons/shared" />);
    expect(await screen.findByText('ready lessons/shared')).toBeInTheDocument();
    render(<Probe id="lessons/shared" wanted={false} />);
    expect(screen.getAllByText('ready lessons/shared')).toHaveLength(2);
  });

  it('loads the module through the provided federation loader', async () => {
    const loader = jest.fn((id: string) => Promise.resolve({ name: id }));
    provideRemoteLoader(loader);
    render(<Probe id="lessons/lessonService" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('ready lessons/lessonService')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('lessons/lessonService');
  });

  it('reports a failed load as an error', async () => {
    provideRemoteLoader(() => Promise.reject(new Error('remote down')));
    render(<Probe id="gallery/concertService" />);
    expect(await screen.findByText('error remote down')).toBeInTheDocument();
  });

  it('shows loading again for a new id, not the previous module', async () => {
    provideRemoteLoader((id) =>
      id === 'a/one' ? Promise.resolve({ name: 'one' }) : new Promise(() => undefined),
    );
    const { rerender } = render(<Probe id="a/one" />);
    expect(await screen.findByText('ready one')).toBeInTheDocument();
    rerender(<Probe id="a/two" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('is ready at once in a part mounted after the module arrived: no loading flash', async () => {
    const loader = jest.fn(() => Promise.resolve({ name: 'service' }));
    provideRemoteLoader(loader);
    const first = render(<Probe id="lessons/lessonService" />);
    expect(await screen.findByText('ready service')).toBeInTheDocument();
    first.unmount();
    render(<Probe id="lessons/lessonService" />);
    expect(screen.getByText('ready service')).toBeInTheDocument();
  });

  it('forgets what arrived through a previous loader', async () => {
    provideRemoteLoader(() => Promise.resolve({ name: 'old' }));
    const first = render(<Probe id="a/one" />);
    expect(await screen.findByText('ready old')).toBeInTheDocument();
    first.unmount();
    provideRemoteLoader(() => new Promise(() => undefined));
    render(<Probe id="a/one" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

describe('useRemoteModule on a page the server drew', () => {
  it('draws as loading while hydrating, as the server did, then as ready', async () => {
    provideRemoteLoader((id: string) => Promise.resolve({ name: id }));
    await loadRemoteModule('lessons/lessonService');
    // a service the server did not draw (not wanted there): it drew the loading state
    const container = document.createElement('div');
    container.innerHTML = '<p>loading</p>';
    document.body.append(container);
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe id="lessons/lessonService" wanted={false} />, {
        onRecoverableError,
      });
    });
    expect(container).toHaveTextContent('ready lessons/lessonService');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('useRemoteModule hydrating a part the server drew with its module', () => {
  let page: ServerRenderedPage;
  let container: HTMLDivElement;
  beforeEach(() => {
    page = serverRenderedPage(
      { views: ['lessons/lessonService'], content: {} },
      '<!--$--><p>ready <!-- -->lessons</p><!--/$-->',
    );
    container = page.container;
  });
  afterEach(() => page.remove());

  const hydrate = (onRecoverableError: () => void) =>
    act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={<p>fallback</p>}>
          <Probe id="lessons/lessonService" />
        </Suspense>,
        { onRecoverableError },
      );
    });

  // First in its file: React warns of a misuse of `use` once per process.
  it('keeps calling `use` with the same promise after suspending there, as React requires', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    provideRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));
    const consoleError = jest.spyOn(console, 'error');
    try {
      await hydrate(() => undefined);
      await act(async () => arrive({ name: 'lessons' }));
      expect(container).toHaveTextContent('ready lessons');
      const useMisuse = consoleError.mock.calls.filter((call) =>
        call.some((argument) => String(argument).includes('use()')),
      );
      expect(useMisuse).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('keeps the server’s HTML while the module loads, then takes it over as it is', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    provideRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));
    const drawn = container.querySelector('p');
    const onRecoverableError = jest.fn();
    await hydrate(onRecoverableError);
    expect(container.querySelector('p')).toBe(drawn);
    expect(container).toHaveTextContent('ready lessons');

    await act(async () => arrive({ name: 'lessons' }));
    expect(container.querySelector('p')).toBe(drawn);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('lets a part mounted meanwhile (a menu) draw as loading, not wait, then be ready', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    provideRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));
    await hydrate(() => undefined);
    render(
      <Suspense fallback={<p>menu waits</p>}>
        <Probe id="lessons/lessonService" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ name: 'lessons' }));
    expect(await screen.findAllByText('ready lessons')).toHaveLength(2);
    expect(screen.queryByText('menu waits')).toBeNull();
  });

  it('shows the failed load as an error, without loading again, until it is forgotten', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue({ name: 'lessons' });
    provideRemoteLoader(loader);
    await hydrate(() => undefined);
    expect(container).toHaveTextContent('error remote down');
    expect(loader).toHaveBeenCalledTimes(1);

    forgetRemoteModule('lessons/lessonService');
    render(<Probe id="lessons/lessonService" />);
    expect(await screen.findByText('ready lessons')).toBeInTheDocument();
  });

  it('hydrates the part in one pass when its module was loaded first, never suspending', async () => {
    const loader = jest.fn().mockResolvedValue({ name: 'lessons' });
    provideRemoteLoader(loader);
    await loadServerDrawnModules();
    // A render that suspends is cut off inside `use`: it starts but never returns.
    const started = jest.fn();
    const returned = jest.fn();
    function CountedProbe() {
      started();
      const state = useRemoteModule<{ name: string }>('lessons/lessonService');
      returned();
      return state.status === 'ready' ? <p>ready {state.module.name}</p> : <p>{state.status}</p>;
    }
    const drawn = container.querySelector('p');
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={<p>fallback</p>}>
          <CountedProbe />
        </Suspense>,
        { onRecoverableError },
      );
    });
    expect(started).toHaveBeenCalled();
    expect(returned).toHaveBeenCalledTimes(started.mock.calls.length);
    expect(container.querySelector('p')).toBe(drawn);
    expect(container).toHaveTextContent('ready lessons');
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The part's own load (which picks up a refreshed remote) settles without drawing anew.
    await act(async () => undefined);
    expect(container.querySelector('p')).toBe(drawn);
  });

  it('settles when a module the server drew fails to load, and hydration shows that error', async () => {
    const loader = jest.fn().mockRejectedValue(new Error('remote down'));
    provideRemoteLoader(loader);
    await expect(loadServerDrawnModules()).resolves.toBeUndefined();
    await hydrate(() => undefined);
    expect(container).toHaveTextContent('error remote down');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('loadServerDrawnModules', () => {
  let page: ServerRenderedPage;
  beforeEach(() => {
    page = serverRenderedPage(
      { views: ['contact/ContactPage', 'lessons/lessonService'], content: {} },
      '<p>drawn</p>',
    );
  });
  afterEach(() => page.remove());

  it("loads the page's modules one after another, in the page's order", async () => {
    const arrivals: Record<string, (module: unknown) => void> = {};
    const loader = jest.fn((id: string) => new Promise((resolve) => (arrivals[id] = resolve)));
    provideRemoteLoader(loader);
    let settled = false;
    const loading = loadServerDrawnModules().then(() => (settled = true));
    await act(async () => undefined);
    expect(loader.mock.calls).toEqual([['contact/ContactPage']]);

    await act(async () => arrivals['contact/ContactPage']?.({}));
    expect(loader.mock.calls).toEqual([['contact/ContactPage'], ['lessons/lessonService']]);
    expect(settled).toBe(false);

    await act(async () => arrivals['lessons/lessonService']?.({}));
    await loading;
    expect(settled).toBe(true);
  });

  it('waits only for the modules it is asked to await', async () => {
    const loader = jest.fn(
      (id: string) => new Promise((resolve) => id === 'lessons/lessonService' && resolve({})),
    );
    provideRemoteLoader(loader);
    await loadServerDrawnModules((id) => id !== 'contact/ContactPage');
    expect(loader.mock.calls).toEqual([['lessons/lessonService']]);
  });
});

import { render, screen } from '@testing-library/react';
import { provideRemoteLoader, useRemoteModule } from './remoteModules';

function Probe({ id }: { id: string }) {
  const state = useRemoteModule<{ name: string }>(id);
  if (state.status === 'ready') return <p>ready {state.module.name}</p>;
  if (state.status === 'error') return <p>error {state.error.message}</p>;
  return <p>loading</p>;
}

describe('useRemoteModule', () => {
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

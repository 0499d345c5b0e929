import { provideRemoteLoader } from '@harmoni/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRegion } from './RemoteRegion';

jest.mock('./remoteRegistry', () => ({ refreshRemote: jest.fn() }));

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteRegion', () => {
  it('renders the default export of the exposed module with its props', async () => {
    provideRemoteLoader(() => Promise.resolve({ default: Greeting }));
    render(
      <RemoteRegion moduleId="about/Greeting" label="the greeting" props={{ name: 'Aina' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting');
    expect(await screen.findByText('Hello Aina')).toBeInTheDocument();
  });

  it('shows a friendly message with Retry when the remote cannot be loaded, and recovers', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('server down'))
      .mockResolvedValueOnce({ default: Greeting });
    provideRemoteLoader(loader);
    render(<RemoteRegion moduleId="about/Greeting" label="the greeting" props={{ name: 'Ben' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, the greeting is not available right now.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('contains a remote component that throws while rendering', async () => {
    provideRemoteLoader(() => Promise.resolve({ default: Broken }));
    render(
      <>
        <RemoteRegion moduleId="gallery/Broken" label="the photo gallery" />
        <p>rest of the page</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the photo gallery is not available',
    );
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });
});

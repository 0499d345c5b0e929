import { provideRemoteLoader } from '@harmoni/shared';
import {
  serverRenderedPage,
  type ServerRenderedPage,
} from '@harmoni/shared/testing/serverRenderedPage';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { mainTakenOverAttribute } from '@harmoni/shared/pageMarkup';
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

describe('RemoteRegion on a page the server drew', () => {
  // What the server sends for the region: React's Suspense markers around the remote's part.
  const serverHtml = '<!--$--><p>Hello <!-- -->Aina</p><!--/$-->';
  let page: ServerRenderedPage;
  let container: HTMLDivElement;

  beforeEach(() => {
    page = serverRenderedPage({ views: ['about/Greeting'], content: {} }, serverHtml);
    container = page.container;
  });
  afterEach(() => page.remove());

  function hydrate(onRecoverableError: () => void) {
    return act(async () => {
      hydrateRoot(
        container,
        <RemoteRegion
          moduleId="about/Greeting"
          label="the greeting"
          props={{ name: 'Aina' }}
          main
        />,
        { onRecoverableError },
      );
    });
  }
  /** Whether the page's main part says it is React's (the container stands for <main>). */
  const takenOver = () => container.hasAttribute(mainTakenOverAttribute);
  beforeEach(() => (container.id = 'main-content'));

  it("keeps the server's part on screen while its code loads, then takes it over as it is", async () => {
    let arrive: (module: unknown) => void = () => undefined;
    provideRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));
    const drawn = container.querySelector('p');
    const onRecoverableError = jest.fn();
    await hydrate(onRecoverableError);
    // no spinner in its place while the code is on its way
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('p')).toBe(drawn);
    expect(takenOver()).toBe(false);

    await act(async () => arrive({ default: Greeting }));
    expect(takenOver()).toBe(true);
    expect(container.querySelector('p')).toBe(drawn);
    expect(drawn).toHaveTextContent('Hello Aina');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('shows the friendly message when its code cannot be loaded, and Retry loads it anew', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('server down'))
      .mockResolvedValueOnce({ default: Greeting });
    provideRemoteLoader(loader);
    await hydrate(() => undefined);
    const alert = await within(container).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, the greeting is not available right now.');
    // its message is React's: the page goes on
    expect(takenOver()).toBe(true);

    await userEvent.click(within(container).getByRole('button', { name: 'Retry' }));
    expect(await within(container).findByText('Hello Aina')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe("RemoteRegion as the page's main part, drawn by the browser", () => {
  const mainPart = () => {
    const main = document.createElement('main');
    main.id = 'main-content';
    document.body.append(main);
    return main;
  };
  afterEach(() => document.getElementById('main-content')?.remove());

  it("says the main part is React's from its loading state on; a section of a page does not", async () => {
    provideRemoteLoader(() => new Promise(() => undefined));
    const main = mainPart();
    render(<RemoteRegion moduleId="about/Greeting" label="the greeting" />, { container: main });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting');
    expect(main).not.toHaveAttribute(mainTakenOverAttribute);
    main.remove();

    const page = mainPart();
    render(<RemoteRegion moduleId="about/Greeting" label="the greeting" main />, {
      container: page,
    });
    expect(page).toHaveAttribute(mainTakenOverAttribute);
  });
});

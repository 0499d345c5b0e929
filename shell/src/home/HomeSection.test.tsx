import { provideRemoteLoader } from '@harmoni/shared';
import { act, render, screen } from '@testing-library/react';
import { HomeSection } from './HomeSection';

jest.mock('../federation/remoteRegistry', () => ({ refreshRemote: jest.fn() }));

/** A stand-in IntersectionObserver the test drives: it reports what `reveal` tells it. */
class TestObserver {
  static instances: TestObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    TestObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  reveal(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

function Events() {
  return <p>upcoming events</p>;
}

let loader: jest.Mock;

beforeEach(() => {
  TestObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: TestObserver,
  });
  loader = jest.fn(() => Promise.resolve({ default: Events }));
  provideRemoteLoader(loader);
});

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('HomeSection', () => {
  it('fetches nothing while it is more than a screen away from the viewport', async () => {
    const { container } = render(
      <HomeSection moduleId="gallery/HomeEvents" label="the events section" />,
    );
    const observer = TestObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('100% 0px');
    expect(observer?.observed).toEqual([container.querySelector('[data-home-section]')]);
    act(() => observer?.reveal(false));
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
    expect(container.querySelector('[data-home-section]')).toBeEmptyDOMElement();
  });

  it('loads its remote once it comes near, and stops watching', async () => {
    render(<HomeSection moduleId="gallery/HomeEvents" label="the events section" />);
    const observer = TestObserver.instances[0];
    act(() => observer?.reveal(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the events section');
    expect(await screen.findByText('upcoming events')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('gallery/HomeEvents');
    expect(observer?.disconnected).toBe(true);
  });

  it('loads at once where the browser cannot tell how near it is', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    render(<HomeSection moduleId="gallery/HomeEvents" label="the events section" />);
    expect(await screen.findByText('upcoming events')).toBeInTheDocument();
  });
});

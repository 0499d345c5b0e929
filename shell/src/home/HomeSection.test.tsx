import { provideRemoteLoader } from '@harmoni/shared';
import { act, render, screen } from '@testing-library/react';
import {
  TestIntersectionObserver,
  withIntersectionStandIn,
} from '@harmoni/shared/testing/intersectionStandIn';
import { HomeSection } from './HomeSection';

jest.mock('../federation/remoteRegistry', () => ({ refreshRemote: jest.fn() }));

function Events() {
  return <p>upcoming events</p>;
}

let loader: jest.Mock;

withIntersectionStandIn();

beforeEach(() => {
  loader = jest.fn(() => Promise.resolve({ default: Events }));
  provideRemoteLoader(loader);
});

describe('HomeSection', () => {
  it('fetches nothing while it is more than a screen away from the viewport', async () => {
    const { container } = render(
      <HomeSection moduleId="gallery/HomeEvents" label="the events section" />,
    );
    const observer = TestIntersectionObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('100% 0px');
    expect(observer?.observed).toEqual([container.querySelector('[data-home-section]')]);
    act(() => observer?.reveal(false));
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
    expect(container.querySelector('[data-home-section]')).toBeEmptyDOMElement();
  });

  it('loads its remote once it comes near, and stops watching', async () => {
    render(<HomeSection moduleId="gallery/HomeEvents" label="the events section" />);
    const observer = TestIntersectionObserver.instances[0];
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

import { site } from '@harmoni/shared';
import {
  TestIntersectionObserver,
  withIntersectionStandIn,
} from '@harmoni/shared/testing/intersectionStandIn';
import { act, render, screen } from '@testing-library/react';
import { MapEmbed } from './MapEmbed';

const mapTitle = `Map showing ${site.brand} in ${site.area}`;

describe('MapEmbed', () => {
  withIntersectionStandIn();

  it('asks the map provider for nothing until the visitor scrolls near it', () => {
    const { container } = render(<MapEmbed />);
    expect(screen.queryByTitle(mapTitle)).toBeNull();
    const [observer] = TestIntersectionObserver.instances;
    expect(observer?.options?.rootMargin).toBe('50% 0px');
    // the box keeps the map's place, so nothing moves when it arrives
    expect(observer?.observed).toEqual([container.firstElementChild]);
    act(() => observer?.reveal(false));
    expect(screen.queryByTitle(mapTitle)).toBeNull();
  });

  it('shows the map once near, and stops watching', () => {
    render(<MapEmbed />);
    const [observer] = TestIntersectionObserver.instances;
    act(() => observer?.reveal(true));
    const map = screen.getByTitle(mapTitle);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', site.mapEmbedUrl);
    expect(observer?.disconnected).toBe(true);
  });
});

import { fullAddress, mapLink, site } from '@harmoni/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapEmbed } from './MapEmbed';

const mapTitle = `Map showing ${site.brand} in ${site.area}`;

describe('MapEmbed', () => {
  it('asks the map provider for nothing until the visitor presses the button', () => {
    render(<MapEmbed />);
    expect(screen.queryByTitle(mapTitle)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(fullAddress())).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'open the map on Google Maps' });
    expect(link).toHaveAttribute('href', mapLink());
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the map once asked, in place of the button', async () => {
    const user = userEvent.setup();
    render(<MapEmbed />);
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    const map = screen.getByTitle(mapTitle);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', site.mapEmbedUrl);
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });
});

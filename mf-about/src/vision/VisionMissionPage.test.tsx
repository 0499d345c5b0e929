import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import VisionMissionPage from './VisionMissionPage';

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

describe('VisionMissionPage', () => {
  it('shows the vision and five numbered mission points linking to the lesson pages', async () => {
    const fetchMock = serveContent();
    render(
      <MemoryRouter>
        <VisionMissionPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vision and Mission' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://localhost:3999/assets/docs/about/vision-and-mission.txt',
    );
    expect(screen.getByRole('region', { name: 'Our Vision' })).toHaveTextContent(
      /every child can discover the joy of making music/,
    );

    const mission = screen.getByRole('region', { name: 'Our Mission' });
    const points = within(mission).getAllByRole('heading', { level: 3 });
    expect(points).toHaveLength(5);

    const hrefs = within(mission)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs)).toEqual(
      new Set(['/lesson/piano', '/lesson/violin', '/lesson/guitar', '/lesson/vocal']),
    );
    expect(within(mission).getAllByRole('link', { name: 'Piano lessons' })[0]).toHaveAttribute(
      'href',
      '/lesson/piano',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(
      `Vision and Mission | ${site.brand} - Music School in ${site.area}`,
    );
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import AboutPage from './AboutPage';

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AboutPage', () => {
  it('tells the school story from the content file, with the facts of the site config', async () => {
    const fetchMock = serveContent();
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading About Us');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://localhost:3999/assets/docs/about/about-us.txt',
    );
    expect(
      screen.getByText(
        new RegExp(`established in ${site.established} by our principal, ${site.principal}`),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Adapting during the pandemic' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See photos from our concerts' })).toHaveAttribute(
      'href',
      '/gallery/photo',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  it('shows the illustration as WebP with a JPEG fallback, sized and described', async () => {
    serveContent();
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    const image = await screen.findByRole('img', { name: /student concert/ });
    expect(image).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/about/concert-stage.jpg',
    );
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    expect(image.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      'http://localhost:3999/assets/images/about/concert-stage.webp',
    );
  });

  it('sets the page title, description and keywords', async () => {
    serveContent();
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(
        document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
      ).toContain(`since ${site.established}`),
    );
    expect(document.title).toBe(`About Us | ${site.brand} - Music School in ${site.area}`);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain(
      site.principal,
    );
  });

  it('shows a notice with Retry when the file cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({ 'assets/docs/about/about-us.txt': 500 });
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this page could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

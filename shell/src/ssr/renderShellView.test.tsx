/**
 * @jest-environment node
 */
import { renderShellView } from './renderShellView';

// No DOM here, as on the server: the view must render from the URL alone.
describe('renderShellView', () => {
  it("renders the home page's banner, text and header, with each remote section still loading", () => {
    const html = renderShellView('/');
    expect(html).toContain('data-testid="home-banner"');
    expect(html).toContain('<h1 id="banner-title"');
    expect(html).toContain('Lessons that grow with your child');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Loading Lessons…');
    expect(html).toContain('role="status"');
  });

  it("gives a remote's page the shell around a loading region, with the static header style", () => {
    const html = renderShellView('/contact');
    expect(html).toContain('data-style="static"');
    expect(html).toContain('<main id="main-content"');
    expect(html).not.toContain('data-testid="home-banner"');
  });

  it("renders the not-found page for a path the site doesn't have", () => {
    expect(renderShellView('/no-such-page?ref=x')).toContain('Page not found');
  });
});

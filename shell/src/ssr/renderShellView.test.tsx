/**
 * @jest-environment node
 */
import { homeSections } from '@harmoni/shared/routes';
import { renderShellView } from './renderShellView';

// No DOM here, as on the server: the view must render from the URL alone.
describe('renderShellView', () => {
  it("renders the home page's banner, text and header, with room kept for each remote section", () => {
    const html = renderShellView('/');
    expect(html).toContain('data-testid="home-banner"');
    expect(html).toContain('<h1 id="banner-title"');
    expect(html).toContain('Lessons that grow with your child');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Loading Lessons…');
    // the sections load in the browser as they near the viewport
    for (const section of homeSections) {
      expect(html).toMatch(
        new RegExp(`<div class="[^"]*" data-home-section="${section.moduleId}"></div>`),
      );
    }
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

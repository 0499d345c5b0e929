/**
 * @jest-environment node
 */
import { homeSections } from '@harmoni/shared/routes';
import { useContent } from '@harmoni/shared';
import { useParams } from 'react-router-dom';
import { renderShellView } from './renderShellView';

// No DOM here, as on the server: the view must render from the URL alone.
describe('renderShellView', () => {
  it("renders the home page's banner, text and header, with room kept for each remote section", async () => {
    const { html, views, content } = await renderShellView('/');
    expect(views).toEqual([]);
    expect(content).toEqual({});
    expect(html).toContain('data-testid="home-banner"');
    expect(html).toContain('<h1 id="banner-title"');
    expect(html).toContain('Lessons that grow with your child');
    expect(html).toContain('aria-label="Main"');
    // the header's menus work from the first paint: popovers their buttons name, with links
    // (React writes popoverTarget; HTML attribute names ignore case)
    expect(html).toMatch(
      /<button[^>]*popovertarget="([^"]+)"[^>]*>Lesson[\s\S]*?<ul id="\1"[^>]*popover="auto"/i,
    );
    expect(html).toContain('href="/lesson/piano"');
    expect(html).toMatch(/<button[^>]*popovertarget="site-menu"/i);
    expect(html).toMatch(/<nav[^>]*popover="auto"/);
    // the sections load in the browser as they near the viewport
    for (const section of homeSections) {
      expect(html).toMatch(
        new RegExp(`<div class="[^"]*" data-home-section="${section.moduleId}"></div>`),
      );
    }
  });

  it("gives a remote's page without a view the shell around a loading region, with the static header style", async () => {
    const { html, views } = await renderShellView('/contact');
    expect(html).toContain('Loading the contact page');
    expect(views).toEqual([]);
    expect(html).toContain('data-style="static"');
    expect(html).toContain('<main id="main-content"');
    expect(html).not.toContain('data-testid="home-banner"');
  });

  it("renders the not-found page for a path the site doesn't have", async () => {
    expect((await renderShellView('/no-such-page?ref=x')).html).toContain('Page not found');
  });

  describe("a remote's page drawn from its view", () => {
    const listUrl = 'http://lessons.test/assets/docs/lesson.txt';
    const pageUrl = (link: string) => `http://lessons.test/assets/docs/lessons/${link}.txt`;
    const parseList = (raw: unknown) => raw as string[];
    const parseText = (raw: unknown) => String(raw);
    const files: Record<string, string> = {
      [listUrl]: JSON.stringify(['piano', 'violin']),
      [pageUrl('piano')]: JSON.stringify('From the first note'),
    };

    // Reads the list first, then the page its first entry names: two rounds of content.
    function LessonPage() {
      const { lesson } = useParams();
      const list = useContent({ url: listUrl, parse: parseList });
      const first = list.status === 'ready' ? list.data[0] : undefined;
      const text = useContent(first ? { url: pageUrl(first), parse: parseText } : undefined);
      if (text.status !== 'ready') return <p role="status">Loading {lesson}</p>;
      return (
        <h1>
          {lesson}: {text.data}
        </h1>
      );
    }
    const views = new Map([['lessons/LessonPage', { default: LessonPage }]]);

    it('reads what the part asks for, round by round, and draws it with the page', async () => {
      const readContent = jest.fn((url: string) => Promise.resolve(files[url]));
      const result = await renderShellView('/lesson/piano', { views, readContent });
      expect(result.html).toContain('<h1>piano<!-- -->: <!-- -->From the first note</h1>');
      expect(result.html).toContain('<main id="main-content"');
      expect(result.views).toEqual(['lessons/LessonPage']);
      expect(result.content).toEqual(files);
      expect(readContent).toHaveBeenCalledTimes(2);
    });

    it('draws the loading state for content it cannot read, and carries none', async () => {
      const readContent = jest.fn<Promise<string | undefined>, [string]>(() =>
        Promise.resolve(undefined),
      );
      const result = await renderShellView('/lesson/piano', { views, readContent });
      expect(result.html).toContain('Loading <!-- -->piano');
      expect(result.content).toEqual({});
      // an unreadable file is asked for once, not once per round
      expect(readContent).toHaveBeenCalledTimes(1);
    });

    it('draws a part that throws as its loading state, for the browser to draw', async () => {
      const Broken = () => {
        throw new Error('no lessons');
      };
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const result = await renderShellView('/lesson/piano', {
        views: new Map([['lessons/LessonPage', { default: Broken }]]),
      });
      expect(result.html).toContain('Loading this lesson page');
      expect(result.html).toContain('<main id="main-content"');
    });
  });
});

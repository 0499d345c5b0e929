/**
 * @jest-environment node
 */
import { homeSections } from '@harmoni/shared/routes';
import {
  NotFoundPage,
  useContent,
  useDocumentMeta,
  usePageJsonLd,
  usePageStatus,
} from '@harmoni/shared';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { useParams } from 'react-router-dom';
import { renderShellView } from './renderShellView';

// No DOM here, as on the server: the view must render from the URL alone.
describe('renderShellView', () => {
  it("renders the home page's banner, text and header, with room kept for each remote section", async () => {
    const { html, views, content, page } = await renderShellView('/', {
      siteUrl: 'https://harmoni.example',
    });
    // the same render says what the page is: its head, its structured data, its main picture
    expect(page).toMatchObject({ status: 200, path: '/', noindex: false });
    expect(page.head.title).toBe('Music Lessons in Setia Alam');
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': ['EducationalOrganization', 'LocalBusiness'],
        url: 'https://harmoni.example/',
      }),
    ]);
    expect(page.mainPicture).toMatchObject({ type: 'image/webp', sizes: '100vw' });
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
    // the sections load in the browser as they near the viewport; the events (without their
    // view here) are drawn loading, as the browser's first render draws them
    for (const section of homeSections.filter((entry) => !entry.drawnByServer)) {
      expect(html).toMatch(
        new RegExp(`<div class="[^"]*" data-home-section="${section.moduleId}"></div>`),
      );
    }
    expect(html).toMatch(
      /<div class="[^"]*" data-home-section="gallery\/HomeEvents">[\s\S]*Loading the events section/,
    );
  });

  it("draws the home page's events from the gallery's view, with the structured data they state", async () => {
    function HomeEvents() {
      usePageJsonLd('events', () => ({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Year-End Concert',
      }));
      return <h2>Events</h2>;
    }
    const { html, views, page } = await renderShellView('/', {
      views: new Map([['gallery/HomeEvents', { default: HomeEvents }]]),
    });
    expect(html).toMatch(/data-home-section="gallery\/HomeEvents"><!--\$--><h2>Events<\/h2>/);
    expect(views).toEqual(['gallery/HomeEvents']);
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ name: 'Year-End Concert' }));
  });

  it("gives a remote's page without a view the shell around a loading region, with the static header style", async () => {
    const { html, views, page } = await renderShellView('/contact');
    // a page without a parameter exists; its head is its route's until its remote states one
    expect(page).toMatchObject({ status: 200, head: { title: 'Contact Us' } });
    expect(html).toContain('Loading the contact page');
    expect(views).toEqual([]);
    expect(html).toContain('data-style="static"');
    expect(html).toContain('<main id="main-content"');
    expect(html).not.toContain('data-testid="home-banner"');
  });

  it("renders the not-found page for a path the site doesn't have, and answers 404", async () => {
    const { html, page } = await renderShellView('/no-such-page?ref=x');
    expect(html).toContain('Page not found');
    expect(page).toMatchObject({ status: 404, path: '/no-such-page', noindex: true });
    expect(page.head.title).toBe('Page Not Found');
  });

  it('answers 503 for a page only its remote can confirm, when the remote drew nothing', async () => {
    const { page } = await renderShellView('/lesson/piano');
    expect(page).toMatchObject({ status: 503, noindex: true, head: { title: 'Music Lessons' } });
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
      const { lesson = '' } = useParams();
      const list = useContent({ url: listUrl, parse: parseList });
      const known = list.status === 'ready' ? list.data.includes(lesson) : undefined;
      const first = list.status === 'ready' ? list.data[0] : undefined;
      const text = useContent(first ? { url: pageUrl(first), parse: parseText } : undefined);
      useDocumentMeta({ title: `${lesson} lessons` });
      usePageStatus(known ? 'found' : 'unconfirmed');
      if (known === false) return <NotFoundPage />;
      if (text.status !== 'ready') return <p role="status">Loading {lesson}</p>;
      return (
        <h1>
          {lesson}: {text.data}
        </h1>
      );
    }
    const views = new Map([['lessons/LessonPage', { default: LessonPage }]]);

    const reading = (answer: (url: string) => ServerRead) =>
      jest.fn((url: string) => Promise.resolve(answer(url)));
    const fromFiles = reading((url) => {
      const text = files[url];
      return text === undefined ? { status: 'missing' } : { status: 'read', text };
    });

    it('reads what the part asks for and draws it, its head and status, in one render', async () => {
      const readContent = fromFiles;
      const result = await renderShellView('/lesson/piano', { views, readContent });
      expect(result.html).toContain('<h1>piano<!-- -->: <!-- -->From the first note</h1>');
      expect(result.html).toContain('<main id="main-content"');
      expect(result.views).toEqual(['lessons/LessonPage']);
      expect(result.content).toEqual(files);
      expect(readContent).toHaveBeenCalledTimes(2);
      expect(result.page).toMatchObject({ status: 200, head: { title: 'piano lessons' } });
    });

    it('draws a large part in place, never outlined behind a script to swap it in', async () => {
      const long = 'From the first note. '.repeat(2_000);
      const readContent = reading((url) => ({
        status: 'read',
        text: url === listUrl ? (files[listUrl] ?? '') : JSON.stringify(long),
      }));
      const { html } = await renderShellView('/lesson/piano', { views, readContent });
      expect(html).toContain(long.trim());
      expect(html).not.toContain('<template');
      expect(html).not.toContain('<script');
    });

    it("answers 404 with the not-found head when the remote's page says it is not there", async () => {
      const result = await renderShellView('/lesson/tuba', { views, readContent: fromFiles });
      expect(result.html).toContain('Page not found');
      expect(result.page).toMatchObject({ status: 404, noindex: true });
      expect(result.page.head.title).toBe('Page Not Found');
    });

    it('draws the loading state for content it cannot read, carries none, and answers 503', async () => {
      const readContent = reading(() => ({ status: 'unreadable' }));
      const result = await renderShellView('/lesson/piano', { views, readContent });
      expect(result.html).toContain('Loading <!-- -->piano');
      expect(result.content).toEqual({});
      expect(readContent).toHaveBeenCalledTimes(1);
      expect(result.page).toMatchObject({ status: 503, noindex: true });
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

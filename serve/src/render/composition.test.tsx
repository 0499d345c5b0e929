/** @jest-environment node */
import {
  NotFoundPage,
  useContent,
  useDocumentMeta,
  useLessons,
  usePageJsonLd,
  usePagePictures,
  usePageStatus,
  type Lesson,
} from '@harmoni/shared';
import { decidePage, mergePageFacts } from '@harmoni/shared/pageFacts';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { parseFragment, serialize } from 'parse5';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
// The shell's server view, from its source: the composition is tested against one render of the
// whole tree, which the shell's view also draws (the single-bundle benchmark's way).
import {
  renderRegion,
  renderShellView,
  serviceData,
  type ServiceData,
} from '../../../shell/src/ssr/renderShellView';
import { checkRegion } from './regionCheck';
import { fillSlots } from './regionSlots';

const lessonsBase = 'http://lessons.test/';
const contactBase = 'http://contact.test/';
const listUrl = `${lessonsBase}assets/docs/lesson.txt`;
const pageUrl = (link: string) => `${lessonsBase}assets/docs/lessons/${link}.txt`;
const contactUrl = `${contactBase}assets/docs/contact.txt`;
const galleryBase = 'http://gallery.test/';
const eventsUrl = `${galleryBase}assets/docs/event.txt`;
const bases: Record<string, string> = {
  lessons: lessonsBase,
  contact: contactBase,
  gallery: galleryBase,
};
const files: Record<string, string> = {
  [listUrl]: JSON.stringify([
    { title: 'piano', link: 'piano' },
    { title: 'cello', link: '' },
  ]),
  [pageUrl('piano')]: JSON.stringify('From the first note'),
  [contactUrl]: JSON.stringify('Ask us anything'),
  [eventsUrl]: JSON.stringify(['Spring Recital', 'Ukulele Day']),
};
const read = (url: string): Promise<ServerRead> => {
  const text = files[url];
  return Promise.resolve(text === undefined ? { status: 'missing' } : { status: 'read', text });
};

const parseLessons = (raw: unknown) =>
  (raw as { title: string; link: string }[]).map((lesson): Lesson => ({
    title: lesson.title,
    image: '',
    link: lesson.link,
    hasLink: !!lesson.link,
  }));
const lessonService = { default: { lessons: { url: listUrl, parse: parseLessons } } };

/** Reads the list, then the page its entry names: two rounds, with text at both edges. */
function LessonPage() {
  const { lesson = '' } = useParams();
  const list = useContent({ url: listUrl, parse: parseLessons });
  const known =
    list.status === 'ready' ? list.data.some((entry) => entry.link === lesson) : undefined;
  const text = useContent(known ? { url: pageUrl(lesson), parse: String } : undefined);
  useDocumentMeta({ title: `${lesson} lessons` });
  usePageStatus(known ? 'found' : known === false ? 'not-found' : 'unconfirmed');
  usePagePictures({ main: { href: `${lessonsBase}assets/images/${lesson}.webp` } });
  if (known === false) return <NotFoundPage />;
  return (
    <>
      {lesson} lessons
      <h1>
        {lesson}: {text.status === 'ready' ? text.data : 'loading'}
      </h1>
      {/* an image React would preload were it outside a boundary */}
      <img src={`${lessonsBase}assets/images/${lesson}.jpg`} alt="" />
      <Suspense fallback={<p>waiting</p>}>
        <Later />
      </Suspense>
      and more {lesson}
    </>
  );
}

/** Waits for a file inside the region's own boundary. */
function Later() {
  const text = useContent({ url: contactUrl, parse: String });
  return <p>later {text.status}</p>;
}

/** The contact page lists the lessons: another remote's service. */
function ContactPage() {
  const lessons = useLessons();
  const words = useContent({ url: contactUrl, parse: String });
  useDocumentMeta({ title: 'Contact Us' });
  return (
    <form>
      <p>{words.status === 'ready' ? words.data : '…'}</p>
      <select name="class">
        {lessons.status === 'ready'
          ? lessons.data.map((lesson) => <option key={lesson.title}>{lesson.title}</option>)
          : null}
      </select>
    </form>
  );
}

/** The home page's events, drawn with the page: a region of the home page, not a route. */
function HomeEvents() {
  const events = useContent({ url: eventsUrl, parse: (raw) => raw as string[] });
  usePageJsonLd('events', () =>
    events.status === 'ready'
      ? { '@context': 'https://schema.org', '@type': 'ItemList', name: events.data.join(', ') }
      : undefined,
  );
  return (
    <section>
      <h2>Events</h2>
      {events.status === 'ready' ? events.data.map((name) => <p key={name}>{name}</p>) : null}
    </section>
  );
}

const modules = new Map<string, unknown>([
  ['gallery/HomeEvents', { default: HomeEvents }],
  ['lessons/LessonPage', { default: LessonPage }],
  ['lessons/lessonService', lessonService],
  ['contact/ContactPage', { default: ContactPage }],
]);

/** The same document, as a browser parses it. */
const parsed = (html: string) => serialize(parseFragment(html));
/**
 * One render of the whole page hoists the region's image preloads to the top of the root: only
 * hints (the page's head carries its main picture's), which a region drawn apart leaves out.
 */
const withoutRegionHints = (html: string) =>
  html.replace(/<link rel="preload" as="image" href="http:\/\/lessons\.test\/[^"]*"\/>/g, '');

/** The page drawn in parts, as the shell's server draws it: the shell, then its slot filled. */
async function composed(url: string, moduleId: string, services: string[] = []) {
  const shell = await renderShellView(url, { slots: [moduleId] });
  const given: Record<string, ServiceData> = {};
  for (const id of services) given[id] = await serviceData(modules.get(id), read);
  const raw = await renderRegion(url, {
    moduleId,
    module: modules.get(moduleId),
    readContent: read,
    siteUrl: '',
    services: given,
  });
  const checked = checkRegion(raw, {
    remote: moduleId.split('/')[0] ?? '',
    baseUrl: bases[moduleId.split('/')[0] ?? ''] ?? '',
    moduleId,
    services,
  });
  if (!('region' in checked)) throw new Error(checked.refused);
  return {
    html: fillSlots(shell.html, new Map([[moduleId, checked.region.html]])),
    views: checked.region.views,
    page: decidePage(url, mergePageFacts(shell.facts, checked.region.facts)),
  };
}

describe('a page drawn in parts', () => {
  it.each([
    ['/lesson/piano', 'lessons/LessonPage', []],
    ['/lesson/tuba', 'lessons/LessonPage', []],
    ['/contact?instrument=piano', 'contact/ContactPage', ['lessons/lessonService']],
    ['/', 'gallery/HomeEvents', []],
  ])(
    '%s is the document one render of the whole page gives, with the same facts',
    async (url, moduleId, services) => {
      const whole = await renderShellView(url, { views: modules, readContent: read });
      const parts = await composed(url, moduleId, services);
      expect(parsed(parts.html)).toBe(parsed(withoutRegionHints(whole.html)));
      expect(parts.page).toEqual(whole.page);
      expect(parts.views.sort()).toEqual(whole.views.sort());
    },
  );

  it('draws the region inside its boundary, where the slot was', async () => {
    const parts = await composed('/lesson/piano', 'lessons/LessonPage');
    expect(parts.html).toContain('<!--$-->piano<!-- --> lessons<h1>piano<!-- -->: <!-- -->From');
    expect(parts.html).not.toContain('data-harmoni-slot');
    expect(parts.page).toMatchObject({ status: 200, head: { title: 'piano lessons' } });
  });

  it('keeps the loading state the browser draws when the region is not there', async () => {
    const shell = await renderShellView('/lesson/piano', { slots: ['lessons/LessonPage'] });
    const page = fillSlots(shell.html, new Map());
    const browserFirst = await renderShellView('/lesson/piano');
    expect(page).toBe(browserFirst.html);
    expect(page).toContain('Loading this lesson page');
    expect(decidePage('/lesson/piano', shell.facts).status).toBe(503);
  });
});

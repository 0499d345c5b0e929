/** @jest-environment node */
import { site } from '@harmoni/shared';
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { asNode, asNodes, missingProperties } from '@harmoni/shared/testing/richResults';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import {
  describedAs,
  shownDocument,
  shownFaqs,
  shownText,
} from '@harmoni/shared/testing/shownDocument';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLessons } from '../lessons/parseLessons';
import LessonPage from './LessonPage';

// Each lesson page as the shell's server answers it: what it describes is what it shows.
const publicDir = join(__dirname, '../../public');
const read = publicFolderReader(publicDir);
const lessons = parseLessons(
  JSON.parse(readFileSync(join(publicDir, 'assets/docs/lesson.txt'), 'utf8')) as unknown,
).flatMap((lesson) => (lesson.link ? [lesson.link] : []));

const drawn = new Map<string, ReturnType<typeof draw>>();

async function draw(link: string) {
  const { html, page } = await serverPageFacts(<LessonPage />, {
    url: `/lesson/${link}`,
    route: '/lesson/:lesson',
    read,
  });
  return { document: shownDocument(html), jsonLd: page.jsonLd };
}

/** Each page drawn once for all its checks. */
function lessonPage(link: string) {
  const page = drawn.get(link) ?? draw(link);
  drawn.set(link, page);
  return page;
}

describe.each(lessons)('the %s page', (link) => {
  it('is a Course with the title and lead paragraph it shows, provided by the school', async () => {
    const { document, jsonLd } = await lessonPage(link);
    const course = describedAs(jsonLd, 'Course');
    expect(course && missingProperties('Course', course, { strict: true })).toEqual([]);
    expect(course?.name).toBe(shownText(document.querySelector('h1')));
    const paragraphs = [...document.querySelectorAll('article p')].map(shownText);
    expect(paragraphs).toContain(course?.description);
    expect(course?.url).toBe(`https://harmoni.example/lesson/${link}`);
    expect(course?.provider).toMatchObject({ name: site.brand });
    expect(course?.hasCourseInstance).toMatchObject({
      courseMode: link === 'online-lesson' ? 'Online' : 'Onsite',
    });
  });

  it('states the starting age only where its questions give one', async () => {
    const { document, jsonLd } = await lessonPage(link);
    const age = describedAs(jsonLd, 'Course')?.typicalAgeRange;
    const stated = /(\d+)-\d+ years old/.exec(
      shownFaqs(document)
        .map((faq) => faq.a)
        .join(' '),
    );
    expect(age).toBe(stated ? `${stated[1]}-` : undefined);
  });

  it('answers, as an FAQPage, exactly the questions its accordion shows', async () => {
    const { document, jsonLd } = await lessonPage(link);
    const shown = shownFaqs(document);
    const faqPage = describedAs(jsonLd, 'FAQPage');
    if (shown.length === 0) {
      expect(faqPage).toBeUndefined();
      return;
    }
    expect(faqPage && missingProperties('FAQPage', faqPage)).toEqual([]);
    const described = asNodes(faqPage?.mainEntity).map((question) => ({
      q: question.name,
      a: asNode(question.acceptedAnswer).text,
    }));
    expect(described).toEqual(shown);
  });

  it('sits below Home, by its own title', async () => {
    const { document, jsonLd } = await lessonPage(link);
    const trail = describedAs(jsonLd, 'BreadcrumbList')?.itemListElement;
    expect(trail).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://harmoni.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: shownText(document.querySelector('h1')),
        item: `https://harmoni.example/lesson/${link}`,
      },
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { site } from '@harmoni/shared';
import { parseLessons } from '../lessons/parseLessons';
import { fillSiteFacts, siteFactNames } from '@harmoni/shared/siteFacts';
import { parseLessonPage, type LessonPageContent } from './lessonPageContent';

const docs = path.join(__dirname, '../../public/assets/docs');

function read(file: string): string {
  return fs.readFileSync(path.join(docs, file), 'utf8');
}

const lessonList = parseLessons(JSON.parse(read('lesson.txt')));
const links = lessonList.flatMap((lesson) => (lesson.link ? [lesson.link] : []));

function page(link: string): { raw: string; content: LessonPageContent } {
  const raw = read(`lessons/${link}.txt`);
  return { raw, content: parseLessonPage(JSON.parse(raw)) };
}

function answers(link: string): string {
  return page(link)
    .content.faqs.map((faq) => faq.a)
    .join('\n');
}

describe('lesson.txt', () => {
  it('lists the eight lessons with a page, and theory without one', () => {
    expect(links).toEqual([
      'piano',
      'violin',
      'guitar',
      'vocal',
      'ukulele',
      'keyboard',
      'cello',
      'online-lesson',
    ]);
    expect(lessonList.filter((lesson) => !lesson.hasLink).map((lesson) => lesson.title)).toEqual([
      'theory',
    ]);
  });

  it('has exactly one page file per lesson with a link', () => {
    const files = fs
      .readdirSync(path.join(docs, 'lessons'))
      .map((file) => file.replace(/\.txt$/, ''));
    expect(files.sort()).toEqual([...links].sort());
  });
});

describe.each(links)('the %s page', (link) => {
  const { raw, content } = page(link);

  it('parses, with a description, a hero and a meta description', () => {
    expect(content.description.length).toBeGreaterThan(0);
    expect(content.hero.image).toBe(`${link}.jpg`);
    expect(content.hero.alt.length).toBeGreaterThan(10);
    expect(content.meta.description.length).toBeLessThanOrEqual(170);
  });

  it('uses only placeholders fillSiteFacts knows, and never hard-codes the school', () => {
    for (const [, name] of raw.matchAll(/\{(\w+)\}/g)) expect(siteFactNames).toContain(name);
    expect(fillSiteFacts(raw)).not.toMatch(/\{\w+\}/);
    expect(raw).not.toContain(site.brand);
    expect(raw).not.toContain(site.area);
  });
});

describe('the FAQs', () => {
  it('are absent for keyboard and cello, present for every other lesson', () => {
    for (const link of links) {
      const count = page(link).content.faqs.length;
      if (link === 'keyboard' || link === 'cello') expect(count).toBe(0);
      else expect(count).toBeGreaterThan(2);
    }
  });

  it('give the starting ages of section 9', () => {
    expect(answers('piano')).toContain('4-5 years old');
    expect(answers('guitar')).toContain('6-7 years old');
    expect(answers('ukulele')).toContain('5-6 years old');
    expect(answers('vocal')).toContain('6-8 years old');
  });

  it('start from the age the page gives its structured data, and only where they say one', () => {
    for (const link of links) {
      const { fromAge } = page(link).content;
      const stated = /(\d+)-\d+ years old/.exec(answers(link))?.[1];
      expect([link, fromAge]).toEqual([link, stated === undefined ? undefined : Number(stated)]);
    }
  });

  it('advise 15-30 minutes of daily practice and lessons of 30-60 minutes', () => {
    for (const link of links.filter((name) => page(name).content.faqs.length > 0)) {
      expect(answers(link)).toContain('15-30 minutes daily');
      expect(answers(link)).toContain('30-60 minutes');
    }
  });
});

describe('the online lesson page', () => {
  it('links to the set-up guide for piano, guitar and vocal', () => {
    expect(page('online-lesson').content.setupGuides.map((guide) => guide.section)).toEqual([
      'piano',
      'guitar',
      'vocal',
    ]);
  });

  it('is the only page taught online', () => {
    expect(links.filter((link) => page(link).content.online)).toEqual(['online-lesson']);
  });

  it('is the only page with set-up guides', () => {
    for (const link of links.filter((name) => name !== 'online-lesson')) {
      expect(page(link).content.setupGuides).toEqual([]);
    }
  });
});

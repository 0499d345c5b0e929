import { site } from '@harmoni/shared';
import { lessonPageResource } from './lessonPageResource';

const raw = {
  title: 'Piano at {brand}',
  tagline: 'In {area}',
  hero: { image: 'piano.jpg', alt: 'A piano in {city}' },
  description: ['Lessons in {area}, {city}.'],
  faqs: [{ q: 'Why {brand}?', a: 'Because {area}.' }],
  setupGuides: [{ section: 'piano', label: 'Set up with {brand}' }],
  meta: { description: 'Piano in {area}', keywords: 'piano {city}' },
};

describe('lessonPageResource', () => {
  it("points at the lesson's content file on this remote's origin", () => {
    expect(lessonPageResource('online-lesson').url).toBe(
      'http://localhost:3999/assets/docs/lessons/online-lesson.txt',
    );
  });

  it('is the same object for the same lesson, so the content store can rely on it', () => {
    expect(lessonPageResource('piano')).toBe(lessonPageResource('piano'));
    expect(lessonPageResource('piano')).not.toBe(lessonPageResource('violin'));
  });

  it('fills the school facts into every text', () => {
    const page = lessonPageResource('piano').parse(raw);
    expect(page.title).toBe(`Piano at ${site.brand}`);
    expect(page.tagline).toBe(`In ${site.area}`);
    expect(page.hero).toEqual({ image: 'piano.jpg', alt: `A piano in ${site.city}` });
    expect(page.description).toEqual([`Lessons in ${site.area}, ${site.city}.`]);
    expect(page.faqs).toEqual([{ q: `Why ${site.brand}?`, a: `Because ${site.area}.` }]);
    expect(page.setupGuides).toEqual([{ section: 'piano', label: `Set up with ${site.brand}` }]);
    expect(page.meta).toEqual({
      description: `Piano in ${site.area}`,
      keywords: `piano ${site.city}`,
    });
  });
});

import { parseLessonPage } from './lessonPageContent';

const page = {
  title: 'Piano Lessons',
  tagline: 'From the first note',
  hero: { image: 'piano.jpg', alt: 'A piano' },
  description: ['One.', 'Two.'],
  faqs: [{ q: 'When?', a: 'At 4-5.' }],
  setupGuides: [{ section: 'piano', label: 'Piano set-up' }],
  fromAge: 4,
  online: false,
  meta: { description: 'Piano lessons.', keywords: 'piano' },
};

describe('parseLessonPage', () => {
  it('reads a complete page', () => {
    expect(parseLessonPage(page)).toEqual(page);
  });

  it('gives a page without FAQs or set-up guides empty lists', () => {
    const bare = { ...page, faqs: undefined, setupGuides: undefined };
    expect(parseLessonPage(bare)).toEqual({ ...page, faqs: [], setupGuides: [] });
  });

  it('reads the age students start from when given, and whether lessons are online', () => {
    const { fromAge, online, ...unsaid } = page;
    expect([fromAge, online]).toEqual([4, false]);
    expect(parseLessonPage(unsaid)).toMatchObject({ online: false });
    expect(parseLessonPage(unsaid)).not.toHaveProperty('fromAge');
    expect(parseLessonPage({ ...page, online: true }).online).toBe(true);
    expect(() => parseLessonPage({ ...page, fromAge: 4.5 })).toThrow(/fromAge/);
    expect(() => parseLessonPage({ ...page, fromAge: '4' })).toThrow(/fromAge/);
  });

  it('trims the text', () => {
    expect(parseLessonPage({ ...page, title: '  Piano Lessons ' }).title).toBe('Piano Lessons');
  });

  it('rejects a page without a description, naming the field', () => {
    expect(() => parseLessonPage({ ...page, description: [] })).toThrow(/description/);
  });

  it('rejects an FAQ entry without its answer', () => {
    expect(() => parseLessonPage({ ...page, faqs: [{ q: 'When?' }] })).toThrow(/faqs/);
  });

  it('rejects a set-up guide for a section the guide does not have', () => {
    expect(() =>
      parseLessonPage({ ...page, setupGuides: [{ section: 'drums', label: 'Drums' }] }),
    ).toThrow(/setupGuides/);
  });

  it('rejects a hero image that is not a picture file name', () => {
    expect(() =>
      parseLessonPage({ ...page, hero: { image: '../piano.jpg', alt: 'A piano' } }),
    ).toThrow(/\.jpg or \.png/);
    expect(() => parseLessonPage({ ...page, hero: { image: 'piano.svg', alt: 'A' } })).toThrow();
  });

  it('rejects content that is not a page', () => {
    expect(() => parseLessonPage(['piano'])).toThrow();
  });
});

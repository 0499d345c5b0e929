/** Test support: small content files in the shapes this remote reads. */
export const lessonListFixture = JSON.stringify([
  { title: 'piano', image: 'piano.jpg', link: 'piano' },
  { title: 'keyboard', image: 'keyboard.jpg', link: 'keyboard' },
  { title: 'online lesson', image: 'online-lesson.jpg', link: 'online-lesson' },
  { title: 'theory', image: 'theory.jpg' },
]);

export function lessonPageFixture(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    title: 'Piano Lessons',
    tagline: 'From the first note to the concert stage',
    hero: { image: 'piano.jpg', alt: 'Illustration of a grand piano' },
    description: ['Piano is where many musicians begin.', 'Lessons are one-to-one in {area}.'],
    faqs: [
      { q: 'What is the best age to start?', a: 'Most children start at 4-5 years old.' },
      { q: 'How long should my child practise?', a: '15-30 minutes daily.' },
    ],
    setupGuides: [],
    meta: { description: 'Piano lessons in {area}.', keywords: 'piano lessons {area}' },
    ...overrides,
  });
}

export const whyUsFixture = JSON.stringify({
  title: 'Why Us',
  intro: 'Families choose {brand}.',
  reasons: [
    { icon: 'designed', title: 'Designed for you', text: 'Lessons built around you.' },
    { icon: 'teachers', title: 'Teachers', text: 'Caring teachers.' },
    { icon: 'environment', title: 'Environment', text: 'Bright studios in {area}.' },
    { icon: 'showcase', title: 'Showcase', text: 'Concerts through the year.' },
    { icon: 'assessment', title: 'Assessment', text: 'Progress reviews and exams.' },
    { icon: 'cover', title: 'Cover', text: 'Replacement lessons.', termsApply: true },
  ],
});

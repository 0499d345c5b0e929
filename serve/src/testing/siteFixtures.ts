/** Content files as the four remotes serve them, small but complete for the pages' heads. */
export const lessonFiles = {
  'assets/docs/lesson.txt': [
    { title: 'PIANO', image: 'piano.jpg', link: 'piano' },
    { title: 'drums', image: 'drums.jpg', link: '' },
  ],
  'assets/docs/lessons/piano.txt': {
    title: 'Piano Lessons',
    tagline: 'Play',
    hero: { image: 'piano.jpg', alt: 'A piano' },
    description: ['Learn piano at {brand}.'],
    meta: { description: 'Piano lessons at {brand}.', keywords: 'piano lessons' },
  },
};

export const galleryFiles = {
  'assets/images/gallery/info.txt': ['spring-recital-2026'],
  'assets/images/gallery/spring-recital-2026/info.txt': {
    name: 'Spring Recital 2026',
    date: '2026-04-05',
    total: 12,
  },
  'assets/docs/gallery-video-list.txt': [
    { url: 'year-end-concert-2025', display: true, title: 'Year-End Concert 2025', content: ['a'] },
    { url: 'secret-rehearsal', display: false, title: 'Rehearsal', content: ['b'] },
  ],
};

const pageMeta = (title: string) => ({
  title,
  description: `${title} at {brand}.`,
  keywords: `${title.toLowerCase()} keywords`,
});

export const aboutFiles = {
  'assets/docs/articles/directory.json': [
    {
      id: 'learn-to-play-gitar',
      description: 'Card text about guitar',
      published_at: '2025-03-01',
    },
    {
      id: 'theory-basics',
      meta_title: 'Music Theory for Beginners',
      meta_description: 'Meta text about theory',
      meta_keywords: 'music theory',
      description: 'Card text about theory',
      published_at: '2025-02-01',
    },
  ],
  'assets/docs/about/about-us.txt': { ...pageMeta('Our Story'), intro: 'x' },
  'assets/docs/about/vision-and-mission.txt': pageMeta('Vision and Mission'),
  'assets/docs/articles/articles-page.txt': pageMeta('Articles'),
  'assets/docs/exam-boards.txt': pageMeta('Exam Boards'),
  'assets/docs/faq.txt': pageMeta('FAQ'),
  'assets/docs/setup-online-lesson.txt': pageMeta('Online Set-Up'),
  'assets/docs/legal/terms.txt': {
    title: 'Terms of {brand}',
    description: 'The terms.',
    updated: '2026-01-15',
    sections: [{ heading: 'Trial', paragraphs: ['Free.'] }],
  },
  'assets/docs/legal/privacy-policy.txt': {
    title: 'Privacy Policy',
    description: 'Your data.',
    updated: '2026-01-15',
    sections: [{ heading: 'Data', paragraphs: ['Kept safe.'] }],
  },
};

export const contactFiles = {
  'assets/docs/contact.txt': {
    description: 'Book a free trial class.',
    keywords: 'music class enquiry',
    intro: ['Hello'],
    formHeading: 'Enquire',
    visitHeading: 'Visit',
  },
};

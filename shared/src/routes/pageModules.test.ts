import { modulesForPage } from './pageModules';

describe('modulesForPage', () => {
  it('gives the home page its sections after the header services', () => {
    expect(modulesForPage('/')).toEqual([
      'lessons/lessonService',
      'gallery/concertService',
      'gallery/HomeEvents',
      'gallery/EventRecaps',
      'lessons/LessonCards',
      'lessons/WhyUs',
      'about/Testimonials',
    ]);
  });

  it('gives a routed page its one module', () => {
    expect(modulesForPage('/contact')).toEqual([
      'lessons/lessonService',
      'gallery/concertService',
      'contact/ContactPage',
    ]);
    expect(modulesForPage('/about/article/theory-basics')).toContain('about/ArticlePage');
  });

  it('gives an unknown path only what the header needs', () => {
    expect(modulesForPage('/no-such-page')).toEqual([
      'lessons/lessonService',
      'gallery/concertService',
    ]);
  });
});

import { modulesForPage } from './pageModules';

describe('modulesForPage', () => {
  it('gives the home page its events, which the server draws; the rest load as they near the viewport', () => {
    expect(modulesForPage('/')).toEqual(['gallery/HomeEvents']);
  });

  it('gives a routed page its module, and the services the page itself uses', () => {
    expect(modulesForPage('/contact')).toEqual(['contact/ContactPage', 'lessons/lessonService']);
    expect(modulesForPage('/about/article/theory-basics')).toEqual(['about/ArticlePage']);
    expect(modulesForPage('/lesson/piano')).toEqual(['lessons/LessonPage']);
  });

  it('gives an unknown path nothing: the not-found page is the shell’s own', () => {
    expect(modulesForPage('/no-such-page')).toEqual([]);
  });
});

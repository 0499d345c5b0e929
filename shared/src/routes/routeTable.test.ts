import { homeSections } from './homeSections';
import { matchSiteRoute } from './matchSiteRoute';
import { remoteRoutes } from './routeTable';

function moduleFor(pathname: string): string | undefined {
  const match = matchSiteRoute(pathname);
  return match?.kind === 'remote' ? match.route.moduleId : undefined;
}

describe('route table', () => {
  it.each([
    ['/lesson/piano', 'lessons/LessonPage'],
    ['/gallery/photo', 'gallery/AlbumListPage'],
    ['/gallery/photo/recital-2025', 'gallery/AlbumPage'],
    ['/gallery/recital-2025', 'gallery/AlbumPage'],
    ['/gallery/video', 'gallery/VideoGalleryPage'],
    ['/gallery/concert/year-end-concert-2025', 'gallery/ConcertPage'],
    ['/about', 'about/AboutPage'],
    ['/about/vision-and-mission', 'about/VisionMissionPage'],
    ['/about/article', 'about/ArticleListPage'],
    ['/about/article/learn-to-play-piano', 'about/ArticlePage'],
    ['/about/exam-boards', 'about/ExamBoardsPage'],
    ['/about/faq', 'about/FaqPage'],
    ['/about/setup-online-lesson', 'about/SetupOnlineLessonPage'],
    ['/contact', 'contact/ContactPage'],
    ['/terms', 'about/TermsPage'],
    ['/privacy-policy', 'about/PrivacyPolicyPage'],
  ])('%s is drawn by %s', (pathname, moduleId) => {
    expect(moduleFor(pathname)).toBe(moduleId);
  });

  it('matches the home page on the empty path only', () => {
    expect(matchSiteRoute('/')).toEqual({ kind: 'home' });
    expect(matchSiteRoute('')).toEqual({ kind: 'home' });
    expect(moduleFor('/')).toBeUndefined();
  });

  it('passes the route parameters', () => {
    expect(matchSiteRoute('/lesson/violin')).toMatchObject({ params: { lesson: 'violin' } });
    expect(matchSiteRoute('/gallery/photo/spring-recital-2026')).toMatchObject({
      params: { folder: 'spring-recital-2026' },
    });
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(matchSiteRoute('/no-such-page')).toBeUndefined();
    expect(matchSiteRoute('/lesson')).toBeUndefined();
    expect(matchSiteRoute('/lesson/piano/extra')).toBeUndefined();
  });
});

describe('the labels of what may be unavailable', () => {
  // 'Sorry, {label} is not available right now.': one thing each, so the verb agrees
  it.each([...remoteRoutes, ...homeSections].map(({ label }) => [label]))(
    '%s is one thing',
    (label) => {
      expect(label).toMatch(/^(the|this) /);
      // not a plural ('the articles'), nor two things joined ('vision and mission')
      expect(label).not.toMatch(/[^s]s$/);
      expect(label).not.toMatch(/ and \S+$/);
    },
  );
});

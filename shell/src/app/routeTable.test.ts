import { matchRoutes } from 'react-router-dom';
import { remoteRoutes } from './routeTable';

const routes = [{ path: '/', children: remoteRoutes.map((route) => ({ path: route.path })) }];

function moduleFor(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route.path;
  return remoteRoutes.find((route) => route.path === leaf)?.moduleId;
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

  it('leaves unknown paths to the not-found page', () => {
    expect(moduleFor('/no-such-page')).toBeUndefined();
    expect(moduleFor('/lesson')).toBeUndefined();
  });
});

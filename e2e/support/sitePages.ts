/**
 * Every page of the route table (SPEC.md section 2) as the site's content has them: each
 * lesson, album (at both its addresses), concert and article, and the about and legal pages,
 * each with the title and heading it must arrive with and the remote module that draws it.
 */
import {
  albumHead,
  articleHead,
  articleTitle,
  concertHead,
  lessonHead,
  routeHead,
  type LessonPageMeta,
} from '@harmoni/shared/pageHead';
import { remoteRoutes } from '@harmoni/shared/routes';
import {
  albumFolders,
  albumInfo,
  articleDirectory,
  concertList,
  contentFile,
  lessonList,
} from './siteContent';

export interface SitePage {
  path: string;
  /** the page's own part of its <title> */
  title: string;
  /** its main heading (<h1>) */
  heading: string;
  /** the exposed module the server draws it with; the home page is the shell's own */
  module?: string;
  /** listed in the sitemap (an album's second address is not) */
  inSitemap: boolean;
}

const moduleOf = (route: string): string => {
  const found = remoteRoutes.find((candidate) => candidate.path === route);
  if (!found) throw new Error(`No route ${route} in the route table`);
  return found.moduleId;
};

/** A page whose title and heading are its route's own. */
const routePage = (route: string): SitePage => ({
  path: `/${route}`,
  title: routeHead(route).title,
  heading: routeHead(route).title,
  module: moduleOf(route),
  inSitemap: true,
});

export function sitePages(): SitePage[] {
  const home = routeHead('');
  const lessons = lessonList().flatMap((lesson) => {
    if (!lesson.link) return [];
    const page = contentFile<LessonPageMeta>(
      'mf-lessons',
      `assets/docs/lessons/${lesson.link}.txt`,
    );
    const { title } = lessonHead(lesson.title, page);
    return [{ path: `/lesson/${lesson.link}`, title, heading: page.title }];
  });
  const albums = albumFolders().flatMap((folder) => {
    const info = albumInfo(folder);
    const { title } = albumHead(info, folder);
    return [
      {
        path: `/gallery/photo/${folder}`,
        title,
        heading: info.name,
        route: 'gallery/photo/:folder',
      },
      { path: `/gallery/${folder}`, title, heading: info.name, route: 'gallery/:folder' },
    ];
  });
  const concerts = concertList()
    .filter((concert) => concert.display)
    .map((concert) => ({
      path: `/gallery/concert/${concert.url}`,
      title: concertHead(concert).title,
      heading: concert.title,
    }));
  const articles = articleDirectory().map((article) => ({
    path: `/about/article/${article.id}`,
    title: articleHead(article).title,
    heading: articleTitle(article),
  }));
  return [
    { path: '/', title: home.title, heading: 'Harmoni Music School', inSitemap: true },
    ...lessons.map((page) => ({ ...page, module: moduleOf('lesson/:lesson'), inSitemap: true })),
    routePage('gallery/photo'),
    ...albums.map(({ route, ...page }) => ({
      ...page,
      module: moduleOf(route),
      inSitemap: route === 'gallery/photo/:folder',
    })),
    routePage('gallery/video'),
    ...concerts.map((page) => ({
      ...page,
      module: moduleOf('gallery/concert/:concert'),
      inSitemap: true,
    })),
    routePage('about'),
    routePage('about/vision-and-mission'),
    routePage('about/article'),
    ...articles.map((page) => ({
      ...page,
      module: moduleOf('about/article/:article'),
      inSitemap: true,
    })),
    routePage('about/exam-boards'),
    routePage('about/faq'),
    routePage('about/setup-online-lesson'),
    routePage('contact'),
    routePage('terms'),
    routePage('privacy-policy'),
  ];
}

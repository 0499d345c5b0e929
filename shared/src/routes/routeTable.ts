/**
 * The site's route table (SPEC.md section 2). Each route names the exposed module that draws it;
 * the remote's code is fetched the first time the route is visited. Plain data, so the shell's
 * router and its server (head tags, status codes, sitemap, preloads) read the same table.
 */
export interface RemoteRoute {
  path: string;
  moduleId: string;
  /**
   * for the message shown if the remote is down, 'Sorry, {label} is not available right now':
   * one thing, so 'is' agrees with it ('the article list', not 'the articles')
   */
  label: string;
  /** other remotes' services the page itself uses at start, beyond its own module */
  services?: readonly string[];
}

/** What mf-lessons exposes for the header's Lesson menu and the contact form's lesson list. */
export const lessonServiceId = 'lessons/lessonService';
/** What mf-gallery exposes for the header's Gallery menu. */
export const concertServiceId = 'gallery/concertService';

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: 'lesson/:lesson', moduleId: 'lessons/LessonPage', label: 'this lesson page' },
  { path: 'gallery/photo', moduleId: 'gallery/AlbumListPage', label: 'the photo gallery' },
  { path: 'gallery/photo/:folder', moduleId: 'gallery/AlbumPage', label: 'this album' },
  // The album page is also reachable as /gallery/{folder}; the static routes above win.
  { path: 'gallery/:folder', moduleId: 'gallery/AlbumPage', label: 'this album' },
  { path: 'gallery/video', moduleId: 'gallery/VideoGalleryPage', label: 'the video gallery' },
  { path: 'gallery/concert/:concert', moduleId: 'gallery/ConcertPage', label: 'this concert' },
  { path: 'about', moduleId: 'about/AboutPage', label: 'the About Us page' },
  {
    path: 'about/vision-and-mission',
    moduleId: 'about/VisionMissionPage',
    label: 'the Vision and Mission page',
  },
  { path: 'about/article', moduleId: 'about/ArticleListPage', label: 'the article list' },
  { path: 'about/article/:article', moduleId: 'about/ArticlePage', label: 'this article' },
  { path: 'about/exam-boards', moduleId: 'about/ExamBoardsPage', label: 'the exam boards page' },
  { path: 'about/faq', moduleId: 'about/FaqPage', label: 'the FAQ' },
  {
    path: 'about/setup-online-lesson',
    moduleId: 'about/SetupOnlineLessonPage',
    label: 'the online lesson set-up guide',
  },
  {
    path: 'contact',
    moduleId: 'contact/ContactPage',
    label: 'the contact page',
    // the enquiry form lists the lessons
    services: [lessonServiceId],
  },
  { path: 'terms', moduleId: 'about/TermsPage', label: 'the Terms and Conditions page' },
  { path: 'privacy-policy', moduleId: 'about/PrivacyPolicyPage', label: 'the Privacy Policy' },
];

import type { RemoteName } from '@harmoni/shared/apps';
import { parsePageMeta, type PageMeta } from '@harmoni/shared/pageHead';
import type { Concert, Lesson } from '@harmoni/shared';
// The remotes' own parsers: the server reads each file exactly as the page that shows it does.
import {
  parseArticleDirectory,
  type ArticleEntry,
} from '../../../mf-about/src/articles/articleEntries';
import { parseLegalDocument, type LegalDocument } from '../../../mf-about/src/legal/legalDocument';
import { fillLegalDocument } from '../../../mf-about/src/legal/siteFacts';
import {
  parseContactPage,
  type ContactPageContent,
} from '../../../mf-contact/src/contact/contactPageFile';
import {
  parseAlbumIndex,
  parseAlbumInfo,
  type AlbumInfo,
} from '../../../mf-gallery/src/albums/albumContent';
import { galleryPath, infoFileName } from '../../../mf-gallery/src/albums/albumFiles';
import { parseConcerts } from '../../../mf-gallery/src/concerts/parseConcerts';
import { fillLessonPage } from '../../../mf-lessons/src/lesson-page/fillLessonPage';
import {
  parseLessonPage,
  type LessonPageContent,
} from '../../../mf-lessons/src/lesson-page/lessonPageContent';
import { parseLessons } from '../../../mf-lessons/src/lessons/parseLessons';
import type { ContentClient, ContentResult } from './contentClient';

/** The mf-about pages whose head is the title, description and keywords of their own file. */
export const aboutPageFiles = {
  about: 'assets/docs/about/about-us.txt',
  'about/vision-and-mission': 'assets/docs/about/vision-and-mission.txt',
  'about/article': 'assets/docs/articles/articles-page.txt',
  'about/exam-boards': 'assets/docs/exam-boards.txt',
  'about/faq': 'assets/docs/faq.txt',
  'about/setup-online-lesson': 'assets/docs/setup-online-lesson.txt',
} as const;

export type AboutPagePath = keyof typeof aboutPageFiles;

export type LegalPath = 'terms' | 'privacy-policy';

/** Every content file a page's head or the sitemap needs, each from the remote that owns it. */
export interface SiteContent {
  lessons(): Promise<ContentResult<Lesson[]>>;
  lessonPage(link: string): Promise<ContentResult<LessonPageContent>>;
  albumIndex(): Promise<ContentResult<string[]>>;
  albumInfo(folder: string): Promise<ContentResult<AlbumInfo>>;
  concerts(): Promise<ContentResult<Concert[]>>;
  articles(): Promise<ContentResult<ArticleEntry[]>>;
  aboutPage(path: AboutPagePath): Promise<ContentResult<PageMeta>>;
  legal(path: LegalPath): Promise<ContentResult<LegalDocument>>;
  contact(): Promise<ContentResult<ContactPageContent>>;
  /** a file in a remote's public folder, as the browser fetches it */
  assetUrl(remote: RemoteName, path: string): string;
}

/** Each remote's public base URL (ending in '/'), where its content files are. */
export type RemoteBases = Record<RemoteName, string>;

export function siteContent(client: ContentClient, bases: RemoteBases): SiteContent {
  const url = (remote: RemoteName, path: string) => new URL(path, bases[remote]).href;
  return {
    assetUrl: url,
    lessons: () => client.read(url('lessons', 'assets/docs/lesson.txt'), parseLessons),
    lessonPage: (link) =>
      client.read(url('lessons', `assets/docs/lessons/${encodeURIComponent(link)}.txt`), (raw) =>
        fillLessonPage(parseLessonPage(raw)),
      ),
    albumIndex: () =>
      client.read(url('gallery', `${galleryPath}/${infoFileName}`), parseAlbumIndex),
    albumInfo: (folder) =>
      client.read(
        url('gallery', `${galleryPath}/${encodeURIComponent(folder)}/${infoFileName}`),
        parseAlbumInfo,
      ),
    concerts: () =>
      client.read(url('gallery', 'assets/docs/gallery-video-list.txt'), parseConcerts),
    articles: () =>
      client.read(url('about', 'assets/docs/articles/directory.json'), parseArticleDirectory),
    aboutPage: (path) => client.read(url('about', aboutPageFiles[path]), parsePageMeta),
    legal: (path) =>
      client.read(url('about', `assets/docs/legal/${path}.txt`), (raw) =>
        fillLegalDocument(parseLegalDocument(raw)),
      ),
    contact: () => client.read(url('contact', 'assets/docs/contact.txt'), parseContactPage),
  };
}

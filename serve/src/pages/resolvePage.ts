import {
  albumHead,
  articleHead,
  articleJsonLd,
  canonicalUrl,
  concertHead,
  headFor,
  homeBannerImage,
  lessonHead,
  musicSchoolJsonLd,
  notFoundHead,
  routeHead,
  type JsonLd,
  type PageHead,
} from '@harmoni/shared/pageHead';
import { matchSiteRoute } from '@harmoni/shared/routes';
import { galleryPath, isAlbumFolder, photoPath } from '../../../mf-gallery/src/albums/albumFiles';
import { heroImagePath, webpSibling } from '../../../mf-lessons/src/images/imagePaths';
import type { ContentResult } from './contentClient';
import { aboutPageFiles, type AboutPagePath, type SiteContent } from './siteContent';

/** What the server answers for one page: its status and what its head says. */
export interface ResolvedPage {
  /** 503: the page's own remote could not be read, so whether it exists is not known yet */
  status: 200 | 404 | 503;
  /** the route table path that drew it ('' for Home); undefined for the not-found page */
  route?: string;
  /** the requested path, without query */
  path: string;
  head: PageHead;
  /** structured data for search engines */
  jsonLd: JsonLd[];
  /** not found pages ask not to be indexed */
  noindex: boolean;
  /** the page's largest picture (WebP), worth fetching before any script has run */
  heroImage?: string;
  /** when the picture comes at several widths, which the browser picks from as the page does */
  heroImageSet?: { srcset: string; sizes: string };
  /** the link preview's picture (JPEG, which every preview bot reads), when the page has one */
  previewImage?: string;
}

const notFound = (path: string): ResolvedPage => ({
  status: 404,
  path,
  head: notFoundHead,
  jsonLd: [],
  noindex: true,
});

const found = (route: string, path: string, head: PageHead, jsonLd: JsonLd[] = []) =>
  ({ status: 200, route, path, head, jsonLd, noindex: false }) satisfies ResolvedPage;

const isAboutPage = (route: string): route is AboutPagePath => route in aboutPageFiles;

/** An album photo's thumbnail in WebP, as the gallery's pages show it. */
const thumbnailWebp = (content: SiteContent, folder: string, photo: number) =>
  content.assetUrl('gallery', `${galleryPath}/${photoPath(folder, photo, 'thumbnail', 'webp')}`);

/**
 * The page a path shows, as the browser will draw it: a lesson, article, album or concert that
 * the content does not list is not found (404). A remote that cannot be read leaves the page
 * with its route's own head (we cannot tell the page is unknown), never an error.
 */
export async function resolvePage(
  path: string,
  content: SiteContent,
  siteUrl: string,
): Promise<ResolvedPage> {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  const match = matchSiteRoute(pathname);
  if (!match) return notFound(pathname);
  if (match.kind === 'home') {
    return {
      ...found('', pathname, routeHead(''), [musicSchoolJsonLd(canonicalUrl(siteUrl, '/'))]),
      heroImage: homeBannerImage.webp,
      heroImageSet: homeBannerImage.webpSet,
    };
  }
  const route = match.route.path;
  const generic = found(route, pathname, routeHead(route));
  const param = (name: string) => match.params[name] ?? '';
  // A page that only its remote's content can confirm is never a 200 while that remote is
  // unreachable: it may not exist. The visitor still gets the page's Retry box.
  const unconfirmed: ResolvedPage = { ...generic, status: 503, noindex: true };
  const orGeneric = <T>(result: ContentResult<T>, page: (value: T) => ResolvedPage) => {
    if (result.status === 'ok') return page(result.value);
    return result.status === 'missing' ? notFound(pathname) : unconfirmed;
  };

  switch (route) {
    case 'lesson/:lesson': {
      const link = param('lesson');
      const lessons = await content.lessons();
      if (lessons.status !== 'ok') return unconfirmed;
      const lesson = lessons.value.find((entry) => entry.hasLink && entry.link === link);
      if (!lesson) return notFound(pathname);
      const page = await content.lessonPage(link);
      const lessonPage = page.status === 'ok' ? page.value : undefined;
      const heroWebp = lessonPage && webpSibling(lessonPage.hero.image);
      return {
        ...found(route, pathname, lessonHead(lesson.title, lessonPage)),
        heroImage: heroWebp && content.assetUrl('lessons', heroImagePath(heroWebp)),
        previewImage:
          lessonPage && content.assetUrl('lessons', heroImagePath(lessonPage.hero.image)),
      };
    }
    case 'gallery/photo/:folder':
    case 'gallery/:folder': {
      const folder = param('folder');
      if (!isAlbumFolder(folder)) return notFound(pathname);
      return orGeneric(await content.albumInfo(folder), (album) => ({
        ...found(route, pathname, albumHead(album, folder)),
        // the grid's first thumbnail, the largest thing on the album's first screen
        heroImage: album.total > 0 ? thumbnailWebp(content, folder, 1) : undefined,
        previewImage: content.assetUrl(
          'gallery',
          `${galleryPath}/${photoPath(folder, album.cover, 'full', 'jpg')}`,
        ),
      }));
    }
    case 'gallery/photo': {
      // the newest album's card comes first: its cover is the largest thing on the first screen
      const index = await content.albumIndex();
      const newest = index.status === 'ok' ? index.value[0] : undefined;
      const album = newest === undefined ? undefined : await content.albumInfo(newest);
      return {
        ...generic,
        heroImage:
          newest !== undefined && album?.status === 'ok'
            ? thumbnailWebp(content, newest, album.value.cover)
            : undefined,
      };
    }
    case 'gallery/concert/:concert': {
      return orGeneric(await content.concerts(), (concerts) => {
        // only concerts marked for display have a page (SPEC.md section 8)
        const concert = concerts.find((entry) => entry.display && entry.url === param('concert'));
        return concert ? found(route, pathname, concertHead(concert)) : notFound(pathname);
      });
    }
    case 'about/article/:article': {
      return orGeneric(await content.articles(), (entries) => {
        const entry = entries.find((candidate) => candidate.id === param('article'));
        if (!entry) return notFound(pathname);
        const url = canonicalUrl(siteUrl, pathname);
        return found(route, pathname, articleHead(entry), [
          articleJsonLd(entry, url, canonicalUrl(siteUrl, '/')),
        ]);
      });
    }
    case 'terms':
    case 'privacy-policy': {
      const doc = await content.legal(route);
      if (doc.status !== 'ok') return generic;
      return found(
        route,
        pathname,
        headFor(route, { title: doc.value.title, description: doc.value.description }),
      );
    }
    case 'contact': {
      const words = await content.contact();
      if (words.status !== 'ok') return generic;
      const { description, keywords } = words.value;
      return found(route, pathname, headFor(route, { description, keywords }));
    }
    default: {
      if (!isAboutPage(route)) return generic;
      const meta = await content.aboutPage(route);
      return meta.status === 'ok' ? found(route, pathname, headFor(route, meta.value)) : generic;
    }
  }
}

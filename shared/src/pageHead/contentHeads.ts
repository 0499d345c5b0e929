import { site } from '../config/site';
import { titleCase } from '../text/titleCase';
import { articleTitle, type TitledArticle } from './articleTitle';
import { longDate } from '../text/dateText';
import type { PageHead } from './pageHead';
import { headFor } from './routeHeads';

/** What a lesson page file says about itself (assets/docs/lessons/{lesson}.txt). */
export interface LessonPageMeta {
  title: string;
  meta: { description: string; keywords: string };
}

/** A lesson page: its file's title and meta; only the lesson's name until the file is read. */
export function lessonHead(lessonTitle: string, page?: LessonPageMeta): PageHead {
  if (!page) return headFor('lesson/:lesson', { title: titleCase(lessonTitle) });
  return headFor('lesson/:lesson', {
    title: page.title,
    description: page.meta.description,
    keywords: page.meta.keywords,
  });
}

/** What the heads need from an album's info.txt. */
export interface AlbumMeta {
  name: string;
  /** ISO calendar date */
  date: string;
  total: number;
}

/** An album is also reachable as /gallery/{folder}; /gallery/photo/{folder} is its address. */
export function albumHead(album?: AlbumMeta, folder?: string): PageHead {
  const canonicalPath = folder ? `/gallery/photo/${folder}` : undefined;
  if (!album) return { ...headFor('gallery/photo/:folder'), canonicalPath };
  return {
    ...headFor('gallery/photo/:folder', {
      title: album.name,
      description: `${album.total} photos from ${album.name} (${longDate(album.date)}), by the students and teachers of ${site.brand} in ${site.area}.`,
    }),
    canonicalPath,
  };
}

export function concertHead(concert?: { title: string }): PageHead {
  if (!concert) return headFor('gallery/concert/:concert');
  return headFor('gallery/concert/:concert', {
    title: concert.title,
    description: `Watch ${concert.title}: performances by the students of ${site.brand} in ${site.area}.`,
  });
}

/** What the heads need from an article directory entry. */
export interface ArticleMeta extends TitledArticle {
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  description: string;
}

/** An article: its meta fields when present, else its title and card description. */
export function articleHead(entry?: ArticleMeta): PageHead {
  if (!entry) return headFor('about/article/:article');
  const heading = articleTitle(entry);
  return {
    ...headFor('about/article/:article', {
      title: entry.meta_title ?? heading,
      description: entry.meta_description ?? entry.description,
      keywords: entry.meta_keywords,
      type: 'article',
    }),
    ...(entry.meta_title !== undefined && { heading }),
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillSiteFactsDeep } from '@harmoni/shared/siteFacts';
import { repoRoot } from '@harmoni/tooling/workspaces';

/** A content file as the pages read it: from the repository, the school's facts filled in. */
export function contentFile<T>(workspace: string, path: string): T {
  return fillSiteFactsDeep(
    JSON.parse(readFileSync(join(repoRoot, workspace, 'public', path), 'utf8')) as T,
  );
}

export interface LessonEntry {
  title: string;
  link?: string;
}
export interface ArticleEntry {
  id: string;
  specified_title?: string;
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  description: string;
  published_at: string;
}
export interface ConcertEntry {
  url: string;
  display: boolean;
  title: string;
}

export const lessonList = () => contentFile<LessonEntry[]>('mf-lessons', 'assets/docs/lesson.txt');
export const articleDirectory = () =>
  contentFile<ArticleEntry[]>('mf-about', 'assets/docs/articles/directory.json');
export const albumFolders = () =>
  contentFile<string[]>('mf-gallery', 'assets/images/gallery/info.txt');
export const albumInfo = (folder: string) =>
  contentFile<{ name: string; date: string; total: number }>(
    'mf-gallery',
    `assets/images/gallery/${folder}/info.txt`,
  );
export const concertList = () =>
  contentFile<ConcertEntry[]>('mf-gallery', 'assets/docs/gallery-video-list.txt');

/**
 * Every content file of mf-lessons, with the resources (URL and parser) its pages read it with:
 * what `npm run content:check -w mf-lessons` checks. Imported once the public path is set.
 */
import { contentFile, type ContentCatalog } from '@harmoni/tooling/contentCheck';
import { lessonPageResource } from '../src/lesson-page/lessonPageResource';
import { lessonsResource } from '../src/lessons/lessonService';
import { whyUsResource } from '../src/why-us/whyUsResource';

const lessonPagePath = /^assets\/docs\/lessons\/([^/]+)\.txt$/;

export const contentCatalog: ContentCatalog = {
  files: [
    // every lesson with a link has a page of its own
    contentFile(lessonsResource, (lessons) =>
      lessons.flatMap((lesson) =>
        lesson.hasLink && lesson.link ? [contentFile(lessonPageResource(lesson.link))] : [],
      ),
    ),
    contentFile(whyUsResource),
  ],
  // a lesson page the list does not link to is still a page (/lesson/{lesson})
  byPath: (path) => {
    const link = lessonPagePath.exec(path)?.[1];
    return link === undefined
      ? undefined
      : contentFile(lessonPageResource(decodeURIComponent(link)));
  },
};

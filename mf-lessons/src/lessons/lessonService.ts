import type { ContentResource, Lesson, LessonService } from '@harmoni/shared';
import { lessonContent } from '../content';
import { parseLessons } from './parseLessons';

/** The lesson list on this remote's origin; every part of the site reads it through this. */
export const lessonsResource: ContentResource<Lesson[]> = {
  url: lessonContent.assetUrl('assets/docs/lesson.txt'),
  parse: parseLessons,
};

const lessonService: LessonService = { lessons: lessonsResource };
export default lessonService;

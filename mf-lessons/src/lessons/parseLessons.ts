import type { Lesson } from '@harmoni/shared';
import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

const lessonEntry = z.object({
  title: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  link: z.optional(z.string()),
});

const lessonList = z.array(lessonEntry);

/** lesson.txt -> lessons; an empty link counts as no link. */
export function parseLessons(raw: unknown): Lesson[] {
  return parseContent(lessonList, raw).map(({ title, image, link }) => {
    const hasLink = typeof link === 'string' && link.trim() !== '';
    return hasLink ? { title, image, link: link.trim(), hasLink } : { title, image, hasLink };
  });
}

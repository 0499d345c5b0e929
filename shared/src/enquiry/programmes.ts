/**
 * The programmes a visitor can ask about: the lesson list (mf-lessons' lesson.txt, titles in
 * title case), here so that the form and the enquiry server accept the same classes without
 * either fetching the other's content. programmes.test.ts fails when lesson.txt and this list
 * part ways, so a lesson added there is added here in the same change.
 */
export const programmes = [
  'Piano',
  'Violin',
  'Guitar',
  'Vocal',
  'Ukulele',
  'Keyboard',
  'Cello',
  'Online Lesson',
  'Theory',
] as const;

export type Programme = (typeof programmes)[number];

export function isProgramme(value: string): value is Programme {
  return (programmes as readonly string[]).includes(value);
}

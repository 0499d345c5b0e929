import { titleCase, type Lesson } from '@harmoni/shared';

/** The classes a visitor can ask about: every lesson of the lesson service, in title case. */
export function programmeOptions(lessons: readonly Lesson[]): string[] {
  return [...new Set(lessons.map((lesson) => titleCase(lesson.title.trim())))];
}

/**
 * The class to preselect for `?instrument=`: the value with its first letter capitalised,
 * when that is a programme ('piano' -> 'Piano'). Links that name a lesson by its page
 * ('online-lesson') or in other casing also find it. Anything else, or nothing: the first
 * programme (the default of SPEC.md section 9).
 */
export function preselectedProgramme(
  instrument: string | null | undefined,
  programmes: readonly string[],
): string {
  const fallback = programmes[0] ?? '';
  const wanted = instrument?.trim() ?? '';
  if (wanted === '') return fallback;
  const capitalised = wanted.charAt(0).toUpperCase() + wanted.slice(1);
  if (programmes.includes(capitalised)) return capitalised;
  const loose = (value: string) => value.toLowerCase().replace(/[-_\s]+/g, ' ');
  return programmes.find((programme) => loose(programme) === loose(wanted)) ?? fallback;
}

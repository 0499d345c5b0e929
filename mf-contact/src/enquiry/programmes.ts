import { titleCase, type Lesson } from '@harmoni/shared';
import { isProgramme, type Programme } from '@harmoni/shared/enquiry';

/**
 * The classes a visitor can ask about: every lesson of the lesson service, in title case, that
 * the shared enquiry schema accepts (a lesson it does not know could not be sent).
 */
export function programmeOptions(lessons: readonly Lesson[]): Programme[] {
  return [...new Set(lessons.map((lesson) => titleCase(lesson.title.trim())))].filter(isProgramme);
}

/**
 * The class to preselect for `?instrument=`: the value with its first letter capitalised,
 * when that is a programme ('piano' -> 'Piano'). Links that name a lesson by its page
 * ('online-lesson') or in other casing also find it. Anything else, or nothing: the first
 * programme (the default of SPEC.md section 9); none when there are no programmes.
 */
export function preselectedProgramme(
  instrument: string | null | undefined,
  programmes: readonly Programme[],
): Programme | undefined {
  const fallback = programmes[0];
  const wanted = instrument?.trim() ?? '';
  if (wanted === '') return fallback;
  const capitalised = wanted.charAt(0).toUpperCase() + wanted.slice(1);
  if (isProgramme(capitalised) && programmes.includes(capitalised)) return capitalised;
  const loose = (value: string) => value.toLowerCase().replace(/[-_\s]+/g, ' ');
  return programmes.find((programme) => loose(programme) === loose(wanted)) ?? fallback;
}

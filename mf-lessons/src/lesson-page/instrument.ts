import { titleCase } from '@harmoni/shared';

/**
 * The class a lesson page's Get Started button preselects on the contact page:
 * 'piano' -> 'Piano', 'online-lesson' -> 'Online Lesson'.
 */
export function instrumentFor(link: string): string {
  return titleCase(link.replace(/-+/g, ' ').trim());
}

import type { SetupSection } from './lessonPageContent';

/** The online-lesson set-up guide, opened at one instrument's panel. */
export function setupGuidePath(section: SetupSection): string {
  return `/about/setup-online-lesson?${new URLSearchParams({ section }).toString()}`;
}

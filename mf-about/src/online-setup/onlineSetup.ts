import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { pageMeta, parserFor, text } from '../page/pageContent';

/** The values of ?section= (SPEC section 2): one panel each. */
export const setupSections = ['piano', 'guitar', 'vocal'] as const;
export type SetupSection = (typeof setupSections)[number];

const tipGroup = z.object({
  heading: text,
  tips: z.array(text).check(z.minLength(1, 'needs at least one tip')),
});

const setupPanel = z.object({
  section: z.enum(setupSections),
  title: text,
  intro: text,
  groups: z.array(tipGroup).check(z.minLength(1, 'needs at least one group of tips')),
});

const setupPage = z.object({
  ...pageMeta,
  intro: z.array(text).check(z.minLength(1, 'needs an introduction')),
  panels: z.array(setupPanel).check(
    z.refine(
      (panels) => setupSections.every((section) => panels.some((p) => p.section === section)),
      `needs one panel for each section: ${setupSections.join(', ')}`,
    ),
    z.refine(
      (panels) => new Set(panels.map(({ section }) => section)).size === panels.length,
      'each section has one panel',
    ),
  ),
});

/** The online lesson set-up guide: assets/docs/setup-online-lesson.txt */
export type SetupPageContent = z.infer<typeof setupPage>;
export type SetupPanel = z.infer<typeof setupPanel>;

export const parseSetupPage = parserFor(setupPage);

export const setupResource: ContentResource<SetupPageContent> = {
  url: aboutContent.assetUrl('assets/docs/setup-online-lesson.txt'),
  parse: parseSetupPage,
};

/** The panel that ?section= names, or none for no section or one we do not have. */
export function sectionFromQuery(value: string | null): SetupSection | null {
  return setupSections.find((section) => section === value) ?? null;
}

import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { pageMeta, parserFor, text } from '../page/pageContent';

/** The lesson pages a mission point may lead to (/lesson/{lesson}). */
export const missionLessons = ['piano', 'violin', 'guitar', 'vocal'] as const;

const missionPoint = z.object({
  title: text,
  text,
  lessons: z.array(z.enum(missionLessons)).check(z.minLength(1, 'names at least one lesson')),
});

const visionMission = z.object({
  ...pageMeta,
  intro: text,
  visionHeading: text,
  vision: text,
  missionHeading: text,
  missions: z.array(missionPoint).check(z.minLength(1, 'needs at least one mission point')),
});

/** The Vision and Mission page's words: assets/docs/about/vision-and-mission.txt */
export type VisionMission = z.infer<typeof visionMission>;
export type MissionLesson = (typeof missionLessons)[number];

export const parseVisionMission = parserFor(visionMission);

export const visionMissionResource: ContentResource<VisionMission> = {
  url: aboutContent.assetUrl('assets/docs/about/vision-and-mission.txt'),
  parse: parseVisionMission,
};

import * as z from 'zod/mini';
import type { ContentResource } from '@harmoni/shared';
import { aboutContent } from '../content';
import { pageMeta, parserFor, text } from '../page/pageContent';

const examBoard = z.object({
  name: text,
  /** our own drawing of a badge for the board: an .svg under assets/images/exam-boards/ */
  logo: z.object({
    src: z
      .string()
      .check(z.regex(/^assets\/images\/exam-boards\/[\w-]+\.svg$/, 'must be an exam board .svg')),
    alt: text,
  }),
  /** what we prepare students for with this board */
  subjects: z.array(text).check(z.minLength(1, 'names at least one subject')),
  paragraphs: z.array(text).check(z.minLength(1, 'needs a description')),
  website: z.optional(z.url({ protocol: /^https$/, error: 'must be an https address' })),
});

const examBoardsPage = z.object({
  ...pageMeta,
  intro: text,
  subjectsLabel: text,
  websiteLabel: text,
  boards: z.array(examBoard).check(z.minLength(1, 'needs at least one board')),
});

/** The exam boards page's words: assets/docs/exam-boards.txt */
export type ExamBoardsPageContent = z.infer<typeof examBoardsPage>;
export type ExamBoard = z.infer<typeof examBoard>;

export const parseExamBoards = parserFor(examBoardsPage);

export const examBoardsResource: ContentResource<ExamBoardsPageContent> = {
  url: aboutContent.assetUrl('assets/docs/exam-boards.txt'),
  parse: parseExamBoards,
};

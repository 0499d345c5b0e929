import { site } from '@harmoni/shared';
import { publicFileExists, readPublic } from '../testing/serveContent';
import { parseExamBoards } from './examBoards';

const board = {
  name: 'Board',
  logo: { src: 'assets/images/exam-boards/board.svg', alt: 'Board badge' },
  subjects: ['Piano'],
  paragraphs: ['About the board.'],
  website: 'https://board.example/',
};

const valid = {
  title: 'Exam Boards',
  description: 'Boards',
  keywords: 'exams',
  intro: 'Intro',
  subjectsLabel: 'We prepare students for:',
  websiteLabel: 'Visit',
  boards: [board],
};

describe('parseExamBoards', () => {
  it('accepts a valid page, with or without a website', () => {
    expect(parseExamBoards(valid)).toEqual(valid);
    const withoutSite: Record<string, unknown> = { ...board };
    delete withoutSite.website;
    expect(parseExamBoards({ ...valid, boards: [withoutSite] }).boards[0]?.website).toBeUndefined();
  });

  it('rejects a logo that is not one of our badge drawings', () => {
    expect(() =>
      parseExamBoards({
        ...valid,
        boards: [{ ...board, logo: { src: 'https://x.example/logo.png', alt: 'x' } }],
      }),
    ).toThrow(/must be an exam board \.svg/);
  });

  it('rejects a website that is not https', () => {
    expect(() =>
      parseExamBoards({ ...valid, boards: [{ ...board, website: 'http://board.example/' }] }),
    ).toThrow(/must be an https address/);
    expect(() =>
      parseExamBoards({ ...valid, boards: [{ ...board, website: 'javascript:alert(1)' }] }),
    ).toThrow(/boards › entry "[^"]+" › website: must be an https address/);
  });

  it('rejects a board without a description', () => {
    expect(() => parseExamBoards({ ...valid, boards: [{ ...board, paragraphs: [] }] })).toThrow(
      /needs a description/,
    );
  });
});

describe('the exam boards content file', () => {
  const raw = readPublic('assets/docs/exam-boards.txt');
  const page = parseExamBoards(JSON.parse(raw));

  it('describes three boards, each with its badge drawing in place', () => {
    expect(page.boards.map(({ name }) => name)).toEqual([
      'ABRSM',
      'Trinity College London',
      'RSL Awards (Rockschool)',
    ]);
    for (const { logo, paragraphs } of page.boards) {
      expect(publicFileExists(logo.src)).toBe(true);
      expect(logo.alt).toMatch(/^Our drawing of a badge/);
      expect(paragraphs.join(' ').length).toBeGreaterThan(200);
    }
  });

  it('draws its own badges: SVG made here, with no embedded image', () => {
    for (const { logo } of page.boards) {
      const svg = readPublic(logo.src);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<image|href=|<script/i);
    }
  });

  it('never hard-codes the school facts', () => {
    expect(raw).not.toContain(site.brand);
    expect(raw).not.toContain(site.area);
  });
});

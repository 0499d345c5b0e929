import { site } from '@harmoni/shared';
import {
  articleContentUrl,
  findArticle,
  newestFirst,
  parseArticleDirectory,
  publishedDate,
  type ArticleEntry,
} from './articleDirectory';
import { formatPublished } from './articleDate';

const entry = (id: string, published_at: string, extra: Partial<ArticleEntry> = {}) => ({
  id,
  description: `About ${id}`,
  published_at,
  ...extra,
});

describe('parseArticleDirectory', () => {
  it('accepts entries with and without the optional fields', () => {
    const raw = [
      entry('learn-to-play-piano', '2024-03-05'),
      entry('exam-tips', '2025-01-20', {
        specified_title: 'Exam Tips',
        specified_article: 'exam-day',
        meta_title: 'Exam tips',
        meta_description: 'How to prepare',
        meta_keywords: 'exam, tips',
      }),
    ];
    expect(parseArticleDirectory(raw)).toEqual(raw);
  });

  it('fills the school facts into the text', () => {
    const [parsed] = parseArticleDirectory([
      entry('why-us', '2024-03-05', { description: 'Why families choose {brand}' }),
    ]);
    expect(parsed?.description).toBe(`Why families choose ${site.brand}`);
  });

  it('rejects an id that is not a slug, naming the entry by its id', () => {
    expect(() => parseArticleDirectory([entry('../secrets', '2024-03-05')])).toThrow(
      /^entry "\.\.\/secrets" › id: must be lower-case words joined by hyphens$/,
    );
    expect(() => parseArticleDirectory([entry('Piano Tips', '2024-03-05')])).toThrow(/id/);
  });

  it('rejects a specified_article that is not a slug', () => {
    expect(() =>
      parseArticleDirectory([entry('a', '2024-03-05', { specified_article: 'x.html' })]),
    ).toThrow(/specified_article/);
  });

  it('rejects a published_at that is not a date', () => {
    expect(() => parseArticleDirectory([entry('a', '5 March 2024')])).toThrow(
      /^entry "a" › published_at: must be a date like 2024-03-05$/,
    );
    expect(() => parseArticleDirectory([entry('a', '2023-02-29')])).toThrow(
      /must be a date like 2024-03-05/,
    );
  });

  it('rejects a missing description and duplicate ids', () => {
    expect(() => parseArticleDirectory([{ id: 'a', published_at: '2024-03-05' }])).toThrow(
      /description/,
    );
    expect(() =>
      parseArticleDirectory([entry('a', '2024-03-05'), entry('a', '2024-04-05')]),
    ).toThrow(/every article id must be unique/);
  });

  it('rejects a directory that is not a list', () => {
    expect(() => parseArticleDirectory({ articles: [] })).toThrow();
  });
});

describe('articleContentUrl', () => {
  it('is content/{id}.html under this remote, or content/{specified_article}.html', () => {
    expect(articleContentUrl(entry('learn-to-play-piano', '2024-03-05'))).toBe(
      'http://localhost:3999/assets/docs/articles/content/learn-to-play-piano.html',
    );
    expect(
      articleContentUrl(entry('exam-tips', '2024-03-05', { specified_article: 'exam-day' })),
    ).toBe('http://localhost:3999/assets/docs/articles/content/exam-day.html');
  });
});

describe('findArticle', () => {
  it('finds an entry by id, and nothing for an unknown id', () => {
    const entries = [entry('a', '2024-03-05'), entry('b', '2024-03-06')];
    expect(findArticle(entries, 'b')).toBe(entries[1]);
    expect(findArticle(entries, 'c')).toBeUndefined();
  });
});

describe('newestFirst', () => {
  it('orders by published date, newest first, without changing the directory', () => {
    const entries = [
      entry('oldest', '2023-11-30'),
      entry('newest', '2025-06-01'),
      entry('middle', '2024-03-05'),
    ];
    expect(newestFirst(entries).map(({ id }) => id)).toEqual(['newest', 'middle', 'oldest']);
    expect(entries.map(({ id }) => id)).toEqual(['oldest', 'newest', 'middle']);
  });

  it('compares real dates, not text, and keeps the directory order on the same day', () => {
    const entries = [
      entry('same-day-first', '2024-03-05'),
      entry('later-that-day', '2024-03-05T23:00:00+08:00'),
      entry('same-day-second', '2024-03-05'),
    ];
    expect(newestFirst(entries).map(({ id }) => id)).toEqual([
      'later-that-day',
      'same-day-first',
      'same-day-second',
    ]);
  });
});

describe('publishedDate', () => {
  it('reads a date-only value as that calendar day in any time zone', () => {
    expect(formatPublished(publishedDate(entry('a', '2024-03-05')))).toBe('Mar 05, 2024');
  });
});

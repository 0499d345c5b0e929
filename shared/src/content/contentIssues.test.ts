import * as z from 'zod/mini';
import { describeContentIssues, whereInContent } from './contentIssues';
import { parseContent } from './parseContent';

const article = z.object({
  id: z.string(),
  description: z.string(),
  published_at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-03-05')),
});

describe('where a content file is wrong', () => {
  it('names a list entry by its id, not its place in the list', () => {
    const directory = [
      { id: 'first', description: 'ok', published_at: '2024-03-05' },
      { id: 'piano-tips', published_at: '2026-13-45x' },
    ];
    const problems = (() => {
      try {
        parseContent(z.array(article), directory);
        return [];
      } catch (error) {
        return String(error).split('\n');
      }
    })();
    expect(problems.join('\n')).toBe(
      [
        'ContentShapeError: entry "piano-tips" › description: is missing',
        'entry "piano-tips" › published_at: must be a date like 2024-03-05',
      ].join('\n'),
    );
  });

  it('names entries by the field their file names them with, else by their number', () => {
    const file = {
      columns: [[{ cust_name: 'Mrs Tan', comment: '' }], [{ comment: 'no name' }]],
      concerts: [{ url: 'spring-recital' }],
      faqs: [{ q: 'How old?' }],
      videos: ['abc', 7],
    };
    expect(whereInContent(file, ['columns', 0, 0, 'comment'])).toBe(
      'columns › entry number 1 › entry "Mrs Tan" › comment',
    );
    expect(whereInContent(file, ['columns', 1, 0, 'cust_name'])).toBe(
      'columns › entry number 2 › entry number 1 › cust_name',
    );
    expect(whereInContent(file, ['concerts', 0, 'title'])).toBe(
      'concerts › entry "spring-recital" › title',
    );
    expect(whereInContent(file, ['faqs', 0, 'a'])).toBe('faqs › entry "How old?" › a');
    expect(whereInContent(file, ['videos', 1])).toBe('videos › entry number 2');
    expect(whereInContent(file, [])).toBe('the file as a whole');
  });

  it('says a field is missing rather than that it has the wrong type', () => {
    expect(
      describeContentIssues({ event: {} }, [{ path: ['event', 'date'], message: 'Invalid input' }]),
    ).toEqual(['event › date: is missing']);
    expect(
      describeContentIssues({ event: { date: 3 } }, [
        { path: ['event', 'date'], message: 'Invalid input' },
      ]),
    ).toEqual(['event › date: Invalid input']);
    expect(
      describeContentIssues({ list: 3 }, [
        { path: ['list'], message: 'Invalid input', code: 'invalid_type', expected: 'array' },
      ]),
    ).toEqual(['list: must be an array']);
  });
});

describe('the words for what is wrong, where the schema gives none', () => {
  const wrong = (issue: Omit<Parameters<typeof describeContentIssues>[1][number], 'path'>) =>
    describeContentIssues({ field: 1 }, [{ path: ['field'], ...issue }])[0];

  it('says what was wanted', () => {
    const generic = 'Invalid input';
    expect(wrong({ message: generic, code: 'invalid_value', values: ['piano', 'guitar'] })).toBe(
      'field: must be one of piano, guitar',
    );
    expect(
      wrong({
        message: generic,
        code: 'too_small',
        origin: 'number',
        minimum: 0,
        inclusive: false,
      }),
    ).toBe('field: must be more than 0');
    expect(wrong({ message: generic, code: 'too_small', origin: 'array', minimum: 1 })).toBe(
      'field: must have at least 1 entry',
    );
    expect(wrong({ message: generic, code: 'too_big', origin: 'string', maximum: 150 })).toBe(
      'field: must have at most 150 characters',
    );
    expect(wrong({ message: generic, code: 'too_big', origin: 'number', maximum: 9 })).toBe(
      'field: must be at most 9',
    );
    // a schema's own words win
    expect(wrong({ message: 'must not be empty', code: 'too_small', minimum: 1 })).toBe(
      'field: must not be empty',
    );
  });
});

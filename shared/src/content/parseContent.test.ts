import * as z from 'zod/mini';
import { ContentShapeError } from './contentIssues';
import { parseContent } from './parseContent';

const lesson = z.object({
  title: z.string().check(z.minLength(1, 'must not be empty')),
  faqs: z._default(z.array(z.string()), []),
});

describe('parseContent', () => {
  it('gives the typed value, defaults filled in', () => {
    expect(parseContent(lesson, { title: 'Piano' })).toEqual({ title: 'Piano', faqs: [] });
  });

  it('throws an error naming each field that is wrong, one line each', () => {
    expect(() => parseContent(lesson, { title: '', faqs: [1] })).toThrow(
      new ContentShapeError([
        'title: must not be empty',
        'faqs › entry number 1: must be a string',
      ]),
    );
  });
});

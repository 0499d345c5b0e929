import * as z from 'zod/mini';
import { parseContent } from './parseContent';

const lesson = z.object({
  title: z.string().check(z.minLength(1, 'must not be empty')),
  faqs: z._default(z.array(z.string()), []),
});

describe('parseContent', () => {
  it('gives the typed value, defaults filled in', () => {
    expect(parseContent(lesson, { title: 'Piano' })).toEqual({ title: 'Piano', faqs: [] });
  });

  it('throws an error naming each field that is wrong', () => {
    expect(() => parseContent(lesson, { title: '', faqs: [1] })).toThrow(
      new Error('✖ must not be empty\n  → at title\n✖ Invalid input\n  → at faqs[0]'),
    );
  });
});

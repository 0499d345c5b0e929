import { parseFaq } from './faq';

const valid = {
  title: 'FAQ',
  description: 'Questions',
  keywords: 'faq',
  intro: 'Ask us',
  questions: [{ q: 'When?', a: 'Now.' }],
};

describe('parseFaq', () => {
  it('accepts questions with q and a', () => {
    expect(parseFaq(valid)).toEqual(valid);
  });

  it('rejects a question without an answer, naming where it is', () => {
    expect(() => parseFaq({ ...valid, questions: [{ q: 'When?' }] })).toThrow(
      /questions › entry "[^"]+" › a: is missing/,
    );
    expect(() => parseFaq({ ...valid, questions: [{ q: 'When?', a: ' ' }] })).toThrow(
      /must not be empty/,
    );
  });

  it('rejects an empty list of questions', () => {
    expect(() => parseFaq({ ...valid, questions: [] })).toThrow(/needs at least one question/);
  });
});

import { commentLimit, truncateComment } from './truncateComment';

const ofLength = (length: number) => 'a'.repeat(length);

describe('truncateComment', () => {
  it('cuts at 100 characters', () => {
    expect(commentLimit).toBe(100);
  });

  it('keeps a comment of 99 characters whole', () => {
    expect(truncateComment(ofLength(99))).toEqual({ text: ofLength(99), truncated: false });
  });

  it('keeps a comment of exactly 100 characters whole', () => {
    expect(truncateComment(ofLength(100))).toEqual({ text: ofLength(100), truncated: false });
  });

  it('cuts a comment of 101 characters to its first 100 and an ellipsis', () => {
    const comment = `${ofLength(100)}b`;
    expect(truncateComment(comment)).toEqual({ text: `${ofLength(100)}…`, truncated: true });
  });

  it('counts an emoji as one character and never splits it', () => {
    const comment = `${ofLength(99)}🎹🎻`;
    expect(truncateComment(comment)).toEqual({ text: `${ofLength(99)}🎹…`, truncated: true });
    expect(truncateComment(`${ofLength(99)}🎹`).truncated).toBe(false);
  });

  it('keeps an empty comment', () => {
    expect(truncateComment('')).toEqual({ text: '', truncated: false });
  });
});

import { asError } from './asError';

describe('asError', () => {
  it('keeps an Error as it is', () => {
    const error = new TypeError('Failed to fetch');
    expect(asError(error)).toBe(error);
  });

  it('wraps anything else, keeping what it said', () => {
    expect(asError('offline')).toEqual(new Error('offline'));
    expect(asError(404).message).toBe('404');
  });
});

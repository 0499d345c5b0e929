import type { ContentState } from '@harmoni/shared';
import { combineContent } from './combineContent';

const loading: ContentState<number> = { status: 'loading' };
const ready = <T>(data: T): ContentState<T> => ({ status: 'ready', data });
const failed: ContentState<number> = { status: 'error', error: new Error('down') };

describe('combineContent', () => {
  it('is ready with both values once both files are ready', () => {
    expect(combineContent(ready(1), ready('a'))).toEqual({ status: 'ready', data: [1, 'a'] });
  });

  it('is loading while either file is loading and neither failed', () => {
    expect(combineContent(loading, ready('a'))).toEqual({ status: 'loading' });
    expect(combineContent(ready(1), loading)).toEqual({ status: 'loading' });
  });

  it('fails with the first failure, even while the other still loads', () => {
    expect(combineContent(failed, loading)).toBe(failed);
    expect(combineContent(ready(1), failed)).toBe(failed);
  });
});

import { settledWithin } from './settledWithin';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const watch = (promise: Promise<void>) => {
    const seen = { done: false };
    void promise.then(() => (seen.done = true));
    return seen;
  };

  it('resolves as soon as the work is done, and leaves no timer behind', async () => {
    const seen = watch(settledWithin(Promise.resolve('done'), 1500));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.done).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves when the work fails, too', async () => {
    const seen = watch(settledWithin(Promise.reject(new Error('remote down')), 1500));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.done).toBe(true);
  });

  it('stops waiting for work that hangs once the time is up', async () => {
    const seen = watch(settledWithin(new Promise(() => undefined), 1500));
    await jest.advanceTimersByTimeAsync(1499);
    expect(seen.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.done).toBe(true);
  });
});

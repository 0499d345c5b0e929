import { dismissPageLoader, LOADER_REMOVAL_DELAY_MS } from './pageLoader';

describe('dismissPageLoader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="page-loader" class="page-loader"></div>';
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('fades the loader out, then removes it one second later', () => {
    dismissPageLoader();
    const loader = document.getElementById('page-loader');
    expect(loader).toHaveClass('page-loader--fading');
    jest.advanceTimersByTime(LOADER_REMOVAL_DELAY_MS - 1);
    expect(document.getElementById('page-loader')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('page-loader')).toBeNull();
  });

  it('waits exactly 1000 ms', () => {
    expect(LOADER_REMOVAL_DELAY_MS).toBe(1000);
  });

  it('removes a loader that arrived fading (a server-rendered page) one second later', () => {
    document.body.innerHTML =
      '<div id="page-loader" class="page-loader page-loader--fading" aria-hidden="true"></div>';
    dismissPageLoader();
    jest.advanceTimersByTime(LOADER_REMOVAL_DELAY_MS - 1);
    expect(document.getElementById('page-loader')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('page-loader')).toBeNull();
  });

  it('schedules the removal once however often it is asked', () => {
    const loader = document.getElementById('page-loader');
    const removal = jest.spyOn(window, 'setTimeout');
    dismissPageLoader();
    dismissPageLoader();
    expect(removal).toHaveBeenCalledTimes(1);
    expect(loader).toHaveAttribute('aria-hidden', 'true');
    removal.mockRestore();
  });

  it('does nothing when the loader is already gone', () => {
    document.body.innerHTML = '';
    expect(() => dismissPageLoader()).not.toThrow();
  });
});

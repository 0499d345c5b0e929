import { laterHintsId } from '@harmoni/shared/routes';
import { MAIN_CONTENT_WAIT_CAP_MS } from './afterMainContent';
import { whenPageMayStart } from './whenPageMayStart';

const LATER = `<template id="${laterHintsId}"><link rel="preload" href="/static/js/async/lib-react.js" as="script"></template>`;
const PICTURE_HINT =
  '<link rel="preload" as="image" fetchpriority="high" href="http://localhost:3001/hero/piano.webp">';
const settle = () =>
  new Promise<void>((resolve) =>
    jest.requireActual<typeof globalThis>('timers').setImmediate(resolve),
  );

describe('whenPageMayStart', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for the page’s other files only once the main picture’s wait is over', async () => {
    jest.useFakeTimers();
    document.head.innerHTML = `${PICTURE_HINT}${LATER}`;
    document.body.innerHTML = '<img src="http://localhost:3001/hero/piano.webp" alt="">';
    // a picture that never decodes: the wait ends at its cap
    HTMLImageElement.prototype.decode = () => new Promise<void>(() => undefined);
    let started = false;
    void whenPageMayStart(document).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(1); // its own task
    expect(started).toBe(false);
    expect(document.getElementById(laterHintsId)).not.toBeNull();

    jest.advanceTimersByTime(MAIN_CONTENT_WAIT_CAP_MS);
    await settle();
    expect(started).toBe(true);
    expect(document.getElementById(laterHintsId)).toBeNull();
    expect(document.head.querySelector('link[as="script"]')).not.toBeNull();
  });

  it('asks for them after the first frame on a page without a main picture', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 16);
      return 1;
    });
    document.head.innerHTML = LATER;
    document.body.innerHTML = '<p>Contact us</p>';
    let started = false;
    void whenPageMayStart(document).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(1); // its own task
    expect(document.getElementById(laterHintsId)).not.toBeNull();

    jest.advanceTimersByTime(17);
    await settle();
    expect(started).toBe(true);
    expect(document.getElementById(laterHintsId)).toBeNull();
  });

  it('first looks at the page in a task of its own, after the entry’s evaluation', async () => {
    jest.useFakeTimers();
    document.head.innerHTML = `${PICTURE_HINT}${LATER}`;
    const looked = jest.spyOn(document, 'querySelector');
    void whenPageMayStart(document);
    await settle();
    expect(looked).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(looked).toHaveBeenCalled();
  });
});

import { render } from '@testing-library/react';
import type { RealUserBeacon } from '@harmoni/shared/realUserBeacon';
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { RemoteBoundary } from '../federation/RemoteBoundary';
import { asksNotToBeTracked, startRealUserFigures, type WebVitals } from './realUserFigures';
import { noteRefusedScript } from './refusedScripts';
import { noteFailures, reportRemoteFailure, takeRemoteFailures } from './remoteFailures';

// What the shell loads when no loader is given (the site's own path): its web-vitals module.
const mockWebVitals = { onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() };
jest.mock('./webVitals', () => mockWebVitals);

const releases = {
  lessons: 'https://releases.example/lessons/1.0.0-a/mf-manifest.json',
  gallery: 'https://releases.example/gallery/2.0.0-b/mf-manifest.json',
  about: 'https://releases.example/about/3.0.0-c/mf-manifest.json',
  contact: 'http://localhost:3004/mf-manifest.json',
};

let blobs: Blob[];
/** The beacons sent so far, read. */
const sentBeacons = () =>
  Promise.all(
    blobs.map(
      (blob) =>
        new Promise<RealUserBeacon>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(JSON.parse(String(reader.result)) as RealUserBeacon);
          reader.readAsText(blob);
        }),
    ),
  );
let webVitals: {
  lcp?: (m: LCPMetric) => void;
  inp?: (m: INPMetric) => void;
  cls?: (m: CLSMetric) => void;
};
const fakeWebVitals: WebVitals = {
  onLCP: (report) => (webVitals.lcp = report),
  onINP: (report) => (webVitals.inp = report),
  onCLS: (report) => (webVitals.cls = report),
};

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  blobs = [];
  webVitals = {};
  noteFailures(true);
  takeRemoteFailures();
  document.head.innerHTML = `<script type="application/json" id="remote-list">${JSON.stringify(releases)}</script>`;
  window.history.replaceState(null, '', '/gallery/photo');
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      expect(url).toBe('/_vitals');
      expect(body.type).toBe('application/json');
      blobs.push(body);
      return true;
    },
  });
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (run: () => void) => setTimeout(run, 0),
  });
  setVisibility('visible');
});

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});
const start = (options: Parameters<typeof startRealUserFigures>[0]) =>
  stops.push(startRealUserFigures(options));

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

it('sends one beacon as the page is hidden: the releases, the parts drawn, the figures and failures', async () => {
  start({ loadWebVitals: async () => fakeWebVitals });
  await settle();
  webVitals.lcp?.({ value: 1234.5 } as LCPMetric);
  webVitals.inp?.({ value: 88 } as INPMetric);
  webVitals.cls?.({ value: 0.02 } as CLSMetric);
  reportRemoteFailure('gallery', 'boundary-caught');
  reportRemoteFailure('gallery', 'boundary-caught');
  reportRemoteFailure('gallery', 'load-failed');
  setVisibility('hidden');
  window.dispatchEvent(new Event('pagehide'));
  expect(await sentBeacons()).toEqual([
    {
      releases,
      drew: ['gallery'],
      vitals: { LCP: 1234.5, INP: 88, CLS: 0.02 },
      failures: [
        { remote: 'gallery', kind: 'boundary-caught' },
        { remote: 'gallery', kind: 'load-failed' },
      ],
    },
  ]);
});

it('sends a later beacon only with what is new, marked as the same page load', async () => {
  start({ loadWebVitals: async () => fakeWebVitals });
  await settle();
  webVitals.cls?.({ value: 0.1 } as CLSMetric);
  setVisibility('hidden');
  setVisibility('visible');
  webVitals.cls?.({ value: 0.3 } as CLSMetric);
  reportRemoteFailure('about', 'load-failed');
  setVisibility('hidden');
  const sent = await sentBeacons();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({
    releases,
    drew: ['gallery'],
    vitals: {},
    failures: [{ remote: 'about', kind: 'load-failed' }],
    again: true,
  });
});

it('reports failures even before web-vitals has loaded', async () => {
  start({ loadWebVitals: () => new Promise(() => undefined) });
  reportRemoteFailure('lessons', 'load-failed');
  setVisibility('hidden');
  expect((await sentBeacons())[0]?.failures).toEqual([{ remote: 'lessons', kind: 'load-failed' }]);
});

it.each([
  [
    'Do Not Track',
    () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true }),
  ],
  [
    'Global Privacy Control',
    () =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
  ],
])('sends nothing under %s, and keeps no failures', async (_name, ask) => {
  ask();
  try {
    expect(asksNotToBeTracked(window)).toBe(true);
    start({ loadWebVitals: async () => fakeWebVitals });
    reportRemoteFailure('gallery', 'load-failed');
    setVisibility('hidden');
    expect(blobs).toEqual([]);
    expect(takeRemoteFailures()).toEqual([]);
  } finally {
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', {
      value: undefined,
      configurable: true,
    });
  }
});

it('sends nothing from a page load outside the sample', async () => {
  start({
    share: 0.25,
    random: () => 0.5,
    loadWebVitals: async () => fakeWebVitals,
  });
  setVisibility('hidden');
  expect(await sentBeacons()).toEqual([]);
});

it('tells an error boundary that caught, by remote', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('the part threw');
  };
  render(
    <RemoteBoundary label="the photo gallery" remote="gallery" onRetry={() => undefined}>
      <Broken />
    </RemoteBoundary>,
  );
  expect(takeRemoteFailures()).toEqual([{ remote: 'gallery', kind: 'boundary-caught' }]);
});

describe('a script the browser refused', () => {
  const entry = 'https://releases.example/gallery/2.0.0-b/static/js/remoteEntry.js';
  afterEach(() => jest.restoreAllMocks());

  it('is an integrity refusal when the file is there', async () => {
    global.fetch = jest.fn(async () => ({ ok: true }) as Response);
    noteRefusedScript(entry);
    await settle();
    expect(takeRemoteFailures()).toEqual([{ remote: 'gallery', kind: 'integrity-refused' }]);
  });

  it('is left to the load failure when the file is not there', async () => {
    global.fetch = jest.fn(async () => ({ ok: false }) as Response);
    noteRefusedScript(entry);
    await settle();
    expect(takeRemoteFailures()).toEqual([]);
  });
});

describe('web-vitals itself', () => {
  let idle: (() => void)[];
  let idleTimeouts: (number | undefined)[];
  beforeEach(() => {
    idle = [];
    idleTimeouts = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (run: () => void, options?: IdleRequestOptions) => {
        idle.push(run);
        idleTimeouts.push(options?.timeout);
        return idle.length;
      },
    });
  });
  afterEach(() => {
    // back to jsdom's own (the page has loaded)
    delete (document as { readyState?: DocumentReadyState }).readyState;
  });

  it('loads only after the load event, once the page is idle: the first paint and taps never wait for it', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    const load = jest.fn(async () => fakeWebVitals);
    start({ loadWebVitals: load });
    await settle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    // a page that never goes idle still reports, 5 s on
    expect(idleTimeouts).toEqual([5000]);
    idle[0]?.();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // its buffered figures of the page load then arrive (web-vitals reads them as it starts)
    webVitals.lcp?.({ value: 900 } as LCPMetric);
    webVitals.inp?.({ value: 120 } as INPMetric);
    webVitals.cls?.({ value: 0 } as CLSMetric);
    setVisibility('hidden');
    expect((await sentBeacons())[0]?.vitals).toEqual({ LCP: 900, INP: 120, CLS: 0 });
  });

  it("is the shell's own module by default, and the figures come through it", async () => {
    start({});
    await settle();
    idle[0]?.();
    await settle();
    const report = (name: 'onLCP' | 'onINP' | 'onCLS') =>
      (mockWebVitals[name].mock.calls[0] as [(metric: { value: number }) => void])[0];
    report('onLCP')({ value: 1500 });
    report('onINP')({ value: 64 });
    report('onCLS')({ value: 0.01 });
    setVisibility('hidden');
    expect((await sentBeacons())[0]?.vitals).toEqual({ LCP: 1500, INP: 64, CLS: 0.01 });
  });

  it("is web-vitals' LCP, INP and CLS, and nothing else of it (a smaller chunk)", () => {
    const parts = jest.requireActual<Record<string, unknown>>('./webVitals');
    const library = jest.requireActual<Record<string, unknown>>('web-vitals');
    expect(Object.keys(parts).sort()).toEqual(['onCLS', 'onINP', 'onLCP']);
    for (const name of ['onCLS', 'onINP', 'onLCP']) expect(parts[name]).toBe(library[name]);
  });
});

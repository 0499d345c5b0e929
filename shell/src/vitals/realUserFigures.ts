import { realUserBeaconPath, type RealUserBeacon } from '@harmoni/shared/realUserBeacon';
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { modulesForPage } from '@harmoni/shared/routes';
import { pageReleases } from './pageReleases';
import { noteFailures, takeRemoteFailures } from './remoteFailures';

/**
 * The share of page loads that report. Every one by default: the school's traffic is small, and
 * a failure seen by a few visitors matters. A site with more visitors lowers it; the figures
 * stay comparable (page views and failures are sampled alike).
 */
export const reportShare = 1;

type Vitals = RealUserBeacon['vitals'];

/** The part of web-vitals used here. */
export interface WebVitals {
  onLCP(report: (metric: LCPMetric) => void): void;
  onINP(report: (metric: INPMetric) => void): void;
  onCLS(report: (metric: CLSMetric) => void): void;
}

export interface RealUserOptions {
  win?: Window;
  share?: number;
  random?: () => number;
  /** web-vitals, fetched from the shell's own origin once the page is idle */
  loadWebVitals?: () => Promise<WebVitals>;
}

/** The remotes whose modules draw this path ('/' draws the home sections of three). */
export function remotesDrawing(pathname: string): string[] {
  const names = modulesForPage(pathname).map((id) => id.split('/', 1)[0] ?? '');
  return [...new Set(names)].filter(Boolean);
}

/** Whether the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
export function asksNotToBeTracked(win: Window): boolean {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  const legacy = win as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || legacy.doNotTrack === '1';
}

/** After the load event, then when the main thread is idle: the page is interactive by then. */
function whenIdleAfterLoad(win: Window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          win.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function') {
          win.requestIdleCallback(() => resolve(), { timeout: 5000 });
        } else win.setTimeout(resolve, 1000);
      }),
  );
}

/**
 * Real-user figures for each page load: its LCP, INP and CLS (web-vitals, loaded once the page
 * is idle, from the shell's own origin, so the first paint and the first taps never wait for it)
 * and the remotes that failed in it, tagged with the releases that drew the page, sent in one
 * beacon when the page is hidden or left (and again if it comes back and more happened). Carries
 * no personal data: no address, no query, no identifier; nothing at all under Do Not Track or
 * Global Privacy Control. Answers a function that stops it (tests).
 */
export function startRealUserFigures(options: RealUserOptions = {}): () => void {
  const win = options.win ?? window;
  const doc = win.document;
  const releases = pageReleases(doc);
  const share = options.share ?? reportShare;
  const random = options.random ?? Math.random;
  if (!releases || asksNotToBeTracked(win) || random() >= share) {
    noteFailures(false);
    return () => undefined;
  }
  noteFailures(true);
  const drew = remotesDrawing(win.location.pathname).filter((remote) =>
    Object.hasOwn(releases, remote),
  );
  // each figure is sent once per page load: its final value, as the page is first hidden
  let vitals: Vitals = {};
  const reported = new Set<string>();
  let sent = false;

  const flush = () => {
    const failures = takeRemoteFailures();
    const fresh = Object.fromEntries(
      Object.entries(vitals).filter(([name]) => !reported.has(name)),
    ) as Vitals;
    const news = failures.length > 0 || Object.keys(fresh).length > 0;
    if (sent && !news) return;
    const beacon: RealUserBeacon = {
      releases,
      drew,
      vitals: fresh,
      failures,
      ...(sent && { again: true }),
    };
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    win.navigator.sendBeacon(realUserBeaconPath, body);
    sent = true;
    for (const name of Object.keys(fresh)) reported.add(name);
    vitals = {};
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  const stop = () => {
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flush);
  };
  let stopped = false;
  const listen = () => {
    stop();
    if (stopped) return;
    doc.addEventListener('visibilitychange', onHidden);
    win.addEventListener('pagehide', flush);
  };
  listen();

  // named, so the figures' own script is told apart from the page's start-up scripts
  const load =
    options.loadWebVitals ?? (() => import(/* webpackChunkName: "web-vitals" */ './webVitals'));
  void whenIdleAfterLoad(win)
    .then(load)
    .then(({ onLCP, onINP, onCLS }) => {
      onLCP((metric) => (vitals.LCP = metric.value));
      onINP((metric) => (vitals.INP = metric.value));
      onCLS((metric) => (vitals.CLS = metric.value));
      // after web-vitals' own listeners, which give the final values as the page is hidden
      listen();
    })
    .catch((error: unknown) => console.error('[shell] web-vitals could not load', error));
  return () => {
    stopped = true;
    stop();
  };
}

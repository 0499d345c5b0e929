/** What the dead-tap benchmark presses, where, and how it tells that a press worked. */

/** How a press shows it was answered. */
export type Answer =
  /** the element the control names (aria-controls) is shown: a menu */
  | 'controlled shown'
  /** the dialog around the control is closed */
  | 'dialog closed'
  /** the <details> of a summary is open, or else the element the control names is shown */
  | 'panel open';

export interface TapControl {
  name: string;
  /** pages it is measured on */
  paths: readonly string[];
  viewport: { width: number; height: number };
  /** a CSS selector for the control to press (the first match) */
  control: string;
  answer: Answer;
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** The pages of issue #29, where a visitor's first taps did nothing for 1.4-1.8 s. */
const pagesWithHeader = ['/terms', '/lesson/piano', '/about/faq', '/contact'];

export const tapControls: readonly TapControl[] = [
  {
    name: 'header menu (Lesson)',
    paths: pagesWithHeader,
    viewport: desktop,
    control: 'nav[aria-label="Main"] button[aria-controls]:not([aria-controls="site-menu"])',
    answer: 'controlled shown',
  },
  {
    name: 'small-screen menu',
    paths: pagesWithHeader,
    viewport: phone,
    control: 'button[aria-controls="site-menu"]',
    answer: 'controlled shown',
  },
  {
    name: 'award close',
    paths: ['/'],
    viewport: phone,
    control: '[data-testid="award-modal"] button',
    answer: 'dialog closed',
  },
  {
    name: 'first FAQ panel',
    paths: ['/about/faq', '/lesson/piano'],
    viewport: phone,
    control: 'main details > summary',
    answer: 'panel open',
  },
];

/** The phone of issue #29: Lighthouse's mobile CPU slowdown and a slow 4G-like line. */
export const phoneProfile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** Fresh loads per control and page: BENCH_TAP_LOADS, at least 3 for a median worth the name. */
export const tapLoads = Math.max(3, Number(process.env.BENCH_TAP_LOADS ?? 3));

/**
 * BENCH_TAPS_ONLY (words, comma-separated): only the controls and pages whose name or path
 * contains one of them, e.g. `award,/lesson/piano`; a figure worked on need not wait for all.
 */
export function selectedTaps(
  only = process.env.BENCH_TAPS_ONLY ?? '',
  controls: readonly TapControl[] = tapControls,
): TapControl[] {
  const words = only
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
  if (words.length === 0) return [...controls];
  return controls.flatMap((control) => {
    if (words.some((word) => control.name.includes(word))) return [control];
    const paths = control.paths.filter((path) => words.some((word) => path.includes(word)));
    return paths.length > 0 ? [{ ...control, paths }] : [];
  });
}

import { expect, type JSHandle, type Page } from '@playwright/test';

/** What has keyboard focus, described the way a visitor would name it. */
export interface FocusStop {
  tag: string;
  /** the accessible-ish name: aria-label, else the visible text, else the value/placeholder */
  name: string;
  href: string | null;
  id: string;
  /** a Tab stop (tabIndex >= 0), as opposed to a target focus was moved to by the page */
  tabStop: boolean;
  /** inside <main>, in the header, in a dialog... */
  within: 'main' | 'header' | 'footer' | 'dialog' | 'other';
}

export async function focused(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const label =
      element.getAttribute('aria-label') ??
      (
        element.innerText ||
        element.querySelector('img')?.alt ||
        (element as HTMLInputElement).value ||
        ''
      ).trim();
    const within = element.closest('dialog')
      ? 'dialog'
      : element.closest('main')
        ? 'main'
        : element.closest('header')
          ? 'header'
          : element.closest('footer')
            ? 'footer'
            : 'other';
    return {
      tag: element.tagName.toLowerCase(),
      name: label.replace(/\s+/g, ' '),
      href: element.getAttribute('href'),
      id: element.id,
      tabStop: element.tabIndex >= 0,
      within,
    } as const;
  });
}

/** The look of an element's focus indicator: outline and shadows, as computed now. */
interface IndicatorStyle {
  outline: string;
  outlineWidth: number;
  boxShadow: string;
  borderColor: string;
  focusVisible: boolean;
  /** contrast of the outline colour against the plain colour behind it; null over a picture */
  outlineContrast: number | null;
}

/**
 * The focus look of the focused element, or of its ancestor `depth` levels up: a card whose
 * link stretches over it draws the ring round the whole card.
 */
function indicatorOf(handle: JSHandle<Element | null>, depth = 0): Promise<IndicatorStyle | null> {
  return handle.evaluate((focusTarget, levels) => {
    let element = focusTarget;
    for (let level = 0; level < levels && element; level += 1) element = element.parentElement;
    if (!(element instanceof HTMLElement) || !element.isConnected) return null;
    const style = getComputedStyle(element);
    const channels = (color: string) =>
      (color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?];
    const luminance = ([r, g, b]: readonly (number | undefined)[]) => {
      const linear = [r, g, b].map((value = 0) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
    };
    // What the outline is drawn over: the page at a point of the ring, left of the element (or
    // right of it at the window's edge). A picture or gradient there cannot be measured.
    const box = element.getBoundingClientRect();
    const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
    const x = box.left - ring >= 0 ? box.left - ring : box.right + ring;
    const y = box.top + box.height / 2;
    let background: string | null = null;
    for (const layer of document.elementsFromPoint(x, y)) {
      if (element.contains(layer)) continue;
      const layerStyle = getComputedStyle(layer);
      if (
        ['IMG', 'PICTURE', 'VIDEO', 'IFRAME', 'CANVAS', 'svg'].includes(layer.tagName) ||
        layerStyle.backgroundImage !== 'none'
      ) {
        break;
      }
      const fill = channels(layerStyle.backgroundColor);
      if (fill.length >= 3 && (fill[3] === undefined || fill[3] > 0.5)) {
        background = layerStyle.backgroundColor;
        break;
      }
    }
    const contrast = (first: string, second: string) => {
      const a = luminance(channels(first));
      const b = luminance(channels(second));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    };
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      outlineWidth: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      boxShadow: style.boxShadow,
      borderColor: style.borderColor,
      focusVisible: focusTarget?.matches(':focus-visible') ?? false,
      outlineContrast: background === null ? null : contrast(style.outlineColor, background),
    };
  }, depth);
}

/** Drawn so it can be seen: a 2px outline with 3:1 contrast (or over a picture), or a shadow. */
const isVisibleIndicator = (look: IndicatorStyle) =>
  (look.outlineWidth >= 2 && (look.outlineContrast === null || look.outlineContrast >= 3)) ||
  look.boxShadow !== 'none';

/** How far up from the focused element its focus ring may be drawn (the card round a link). */
const maxIndicatorDepth = 3;

/** Whether some part of the element can be seen: not wholly under the fixed header. */
function isObscured(handle: JSHandle<Element | null>): Promise<boolean> {
  return handle.evaluate((element) => {
    if (!(element instanceof HTMLElement)) return false;
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ];
    return points.every(([x = 0, y = 0]) => {
      const hit = document.elementFromPoint(x, y);
      return !hit || !(element === hit || element.contains(hit) || hit.contains(element));
    });
  });
}

/**
 * Follows keyboard focus through a journey: every element a key press moves focus to must show
 * a visible focus indicator (an outline of at least 2px with 3:1 contrast against the plain
 * colour behind it, or a box shadow)
 * that it does not show once focus has left it, and must not be hidden under other content.
 */
export class FocusJournal {
  readonly stops: FocusStop[] = [];
  private previous:
    { handle: JSHandle<Element | null>; depth: number; focusedLook: IndicatorStyle } | undefined;

  constructor(private readonly page: Page) {}

  /** Presses a key and checks where focus went. */
  async press(key: string): Promise<FocusStop | null> {
    await this.page.keyboard.press(key);
    return this.check();
  }

  /** Presses `key` until `wanted` has focus; fails after `max` presses. */
  async pressUntil(
    key: string,
    wanted: (stop: FocusStop) => boolean,
    max = 60,
  ): Promise<FocusStop> {
    for (let count = 0; count < max; count += 1) {
      const stop = await this.press(key);
      if (stop && wanted(stop)) return stop;
    }
    throw new Error(
      `pressed ${key} ${max} times without reaching the element; went through: ${this.stops
        .slice(-max)
        .map((stop) => stop.name)
        .join(' | ')}`,
    );
  }

  /** Checks the element that has focus now (and the one that had it before). */
  async check(): Promise<FocusStop | null> {
    await this.settle();
    const stop = await focused(this.page);
    const handle = await this.page.evaluateHandle(() => document.activeElement);
    if (this.previous) {
      const { handle: before, depth, focusedLook } = this.previous;
      const isStill = await before.evaluate((element) => element === document.activeElement);
      const now = isStill ? null : await indicatorOf(before, depth);
      if (now) {
        expect(
          [now.outline, now.boxShadow, now.borderColor],
          `the focus indicator of "${this.stops.at(-1)?.name}" goes once focus leaves`,
        ).not.toEqual([focusedLook.outline, focusedLook.boxShadow, focusedLook.borderColor]);
      }
    }
    this.previous = undefined;
    if (!stop || !stop.tabStop) return stop;
    this.stops.push(stop);
    const own = await indicatorOf(handle);
    expect(own, `"${stop.name}" is an element on the page`).not.toBeNull();
    if (!own) return stop;
    const label = `the focus indicator of ${stop.tag} "${stop.name}" (${own.outline}, shadow ${own.boxShadow})`;
    expect(own.focusVisible, `${label}: :focus-visible applies`).toBe(true);
    let depth = 0;
    let look: IndicatorStyle | null = own;
    // no ring of its own: the nearest ancestor that draws one (and only while focus is inside)
    while (look && !isVisibleIndicator(look) && depth < maxIndicatorDepth) {
      depth += 1;
      look = await indicatorOf(handle, depth);
    }
    expect(look !== null && isVisibleIndicator(look), `${label} is visible`).toBe(true);
    expect(
      await isObscured(handle),
      `${stop.tag} "${stop.name}" is not hidden by other content`,
    ).toBe(false);
    if (look) this.previous = { handle, depth, focusedLook: look };
    return stop;
  }

  /** Smooth scrolling and menus opening on the next frame finish before anything is measured. */
  private async settle() {
    await this.page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      // On a busy machine the smooth scroll to a newly focused element can start some frames
      // after the key press (a CI run once measured the page still at the top): wait, up to about
      // a second, for the element to reach the viewport before waiting for the scroll to stop.
      const reachesViewport = () => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return true;
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      for (let count = 0; count < 60 && !reachesViewport(); count += 1) await frame();
      let last = -1;
      while (last !== window.scrollY) {
        last = window.scrollY;
        await frame();
        await frame();
      }
    });
  }
}

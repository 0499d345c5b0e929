/**
 * The gate's checks in Chromium (Playwright as a library, the system's browser), where only a
 * browser can tell: the candidate's pages hydrate with no console error; every other remote's
 * pages (one per route) draw the same text as live, with no new console error; the header menus
 * list their items (the same as live, but for the candidate's own); the home page's sections
 * from every remote appear (the same as live, but for the candidate's). Each failure carries a
 * screenshot of the page through the preview.
 */
import { homeSections } from '@harmoni/shared/routes';
import {
  awardModal,
  headerMenuNames,
  homeSection,
  mainIsHydrated,
  mainMarks,
  openHeaderMenu,
  type HeaderMenuName,
} from '@harmoni/tooling/pageProbes';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { GatePage } from './gatePages';
import { shown, type GateFailure } from './gateReport';
import { inTurns } from './httpChecks';
import { firstDifference } from './pageAnswer';

/** Which remote fills each header menu. */
const menuOwner: Record<HeaderMenuName, string> = {
  Lesson: 'lessons',
  Gallery: 'gallery',
  About: 'about',
};

const HYDRATION_MS = 10_000;
const SETTLE_MS = 3_000;

export interface BrowserPlan {
  site: string;
  candidate: string;
  /** the candidate's pages */
  own: readonly GatePage[];
  /** other remotes' pages, one per route */
  others: readonly GatePage[];
  /** sets the preview for a browser context */
  preview: { name: string; value: string };
  /** the origins a page of the site may load from; others (video services, maps) answer empty */
  origins: ReadonlySet<string>;
  /** where screenshots go */
  folder: string;
}

interface Visit {
  page: Page;
  errors: string[];
  hydrated: boolean;
  text: string;
}

/** A browser context, live or previewing, that answers third-party requests empty. */
async function contextOf(browser: Browser, plan: BrowserPlan, previewing: boolean) {
  const context = await browser.newContext();
  await context.route(
    (url) => !plan.origins.has(url.origin),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  if (previewing) await context.addCookies([{ ...plan.preview, url: plan.site }]);
  return context;
}

const ownOrigin = (plan: BrowserPlan, location: string) => {
  try {
    return plan.origins.has(new URL(location).origin);
  } catch {
    return true;
  }
};

/** Opens a page, waits for React to take over and its requests to settle; what it logged. */
async function visit(context: BrowserContext, plan: BrowserPlan, path: string): Promise<Visit> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && ownOrigin(plan, message.location().url)) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(`${plan.site}${path}`, { waitUntil: 'load' });
  const hydrated = await page
    .waitForFunction(mainIsHydrated, mainMarks, { timeout: HYDRATION_MS })
    .then(
      () => true,
      () => false,
    );
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  await loaded(page.locator('#main-content'));
  const text = await page
    .locator('#main-content')
    .innerText({ timeout: SETTLE_MS })
    .catch(() => '');
  return { page, errors, hydrated, text };
}

/** Waits (a while) until a part shows no spinner: its content has arrived, or its fallback. */
const loaded = (part: Locator) =>
  part
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached', timeout: HYDRATION_MS })
    .catch(() => undefined);

/** A file name for a page's screenshot: its path and the check, in safe letters. */
export const screenshotName = (path: string, check: string) =>
  `${`${path.replace(/^\/|\/$/g, '') || 'home'}-${check}`.replace(/[^a-z0-9]+/gi, '-')}.png`;

async function screenshot(page: Page, plan: BrowserPlan, path: string, check: string) {
  const file = join(plan.folder, screenshotName(path, check));
  try {
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } catch {
    return undefined;
  }
}

/** Errors logged through the preview and not live; addresses taken out (release ids differ). */
export function newErrors(live: readonly string[], preview: readonly string[]): string[] {
  const plain = (text: string) => text.replace(/https?:\/\/\S+/g, '<url>');
  const seen = new Set(live.map(plain));
  return preview.filter((error) => !seen.has(plain(error)));
}

/** The links a header menu lists, by their names; none when it cannot be opened. */
async function menuItems(page: Page, name: HeaderMenuName): Promise<string[]> {
  try {
    const menu = await openHeaderMenu(page, name);
    await menu
      .getByRole('link')
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .catch(() => undefined);
    const items = await menu.getByRole('link').allTextContents();
    await page.keyboard.press('Escape');
    return items.map((item) => item.replace(/\s+/g, ' ').trim());
  } catch {
    return [];
  }
}

/** Each home section's text once it shows, or why it does not ('fallback: …'). */
async function homeSectionTexts(page: Page): Promise<Map<string, string>> {
  const modal = awardModal(page);
  if (await modal.isVisible().catch(() => false)) {
    await modal
      .getByRole('button', { name: 'Close' })
      .click({ timeout: SETTLE_MS })
      .catch(() => undefined);
  }
  const texts = new Map<string, string>();
  for (const { moduleId } of homeSections) {
    const section = homeSection(page, moduleId);
    try {
      await section.scrollIntoViewIfNeeded({ timeout: SETTLE_MS });
      await section
        .getByRole('heading')
        .or(section.getByRole('alert'))
        .first()
        .waitFor({ timeout: HYDRATION_MS });
      await loaded(section);
      const alert = section.getByRole('alert');
      texts.set(
        moduleId,
        (await alert.count()) > 0
          ? `fallback: ${await alert.first().innerText()}`
          : await section.innerText(),
      );
    } catch {
      texts.set(moduleId, 'fallback: nothing shown (hidden, or it never arrived)');
    }
  }
  return texts;
}

/** Every check of the plan, in one browser; answers the failures and the pages opened. */
export async function browserChecks(
  browser: Browser,
  plan: BrowserPlan,
): Promise<{ failures: GateFailure[]; opened: number }> {
  const failures: GateFailure[] = [];
  const live = await contextOf(browser, plan, false);
  const preview = await contextOf(browser, plan, true);
  let opened = 0;
  const failOn = async (
    page: Page,
    path: string,
    check: string,
    expected: string,
    found: string,
  ) => {
    failures.push({
      url: `${plan.site}${path}`,
      check,
      expected,
      found,
      screenshot: await screenshot(page, plan, path, check),
    });
  };
  const menuFailures = async (was: Page, seen: Page, path: string) => {
    // the candidate's menu first: its code, loaded then, must leave the other menus as they were
    const names = [...headerMenuNames].sort(
      (a, b) => Number(menuOwner[b] === plan.candidate) - Number(menuOwner[a] === plan.candidate),
    );
    for (const name of names) {
      const [before, now] = [await menuItems(was, name), await menuItems(seen, name)];
      const expected = `the ${name} menu lists ${before.length} items, as live (${shown(before.join(', '), 80)})`;
      if (now.length === 0) {
        await failOn(seen, path, `${name} menu`, expected, 'no item');
      } else if (menuOwner[name] !== plan.candidate && before.join('\n') !== now.join('\n')) {
        await failOn(seen, path, `${name} menu`, expected, shown(now.join(', '), 80));
      }
    }
  };
  try {
    // the header menus, on a page of the candidate's own (its code and styles are on it; the
    // home page's modal covers the header)
    const menuPage = plan.own[0]?.path ?? plan.others[0]?.path;
    if (menuPage) {
      const [was, seen] = await Promise.all([
        visit(live, plan, menuPage),
        visit(preview, plan, menuPage),
      ]);
      await menuFailures(was.page, seen.page, menuPage);
      await was.page.close();
      await seen.page.close();
    }
    await inTurns(plan.own, async ({ path }) => {
      const seen = await visit(preview, plan, path);
      opened += 1;
      if (!seen.hydrated) {
        await failOn(
          seen.page,
          path,
          'hydrates',
          `React takes over within ${HYDRATION_MS / 1000} s`,
          'it did not',
        );
      }
      if (seen.errors.length > 0) {
        await failOn(
          seen.page,
          path,
          'console errors',
          'none',
          shown(seen.errors.join(' | '), 300),
        );
      }
      await seen.page.close();
    });
    await inTurns(plan.others, async ({ path }) => {
      const [was, seen] = await Promise.all([visit(live, plan, path), visit(preview, plan, path)]);
      opened += 1;
      if (was.hydrated && !seen.hydrated) {
        await failOn(seen.page, path, 'hydrates', 'React takes over, as live', 'it did not');
      }
      const difference = firstDifference(was.text.trim(), seen.text.trim());
      if (difference) {
        await failOn(
          seen.page,
          path,
          'drawn text unchanged',
          `${shown(difference.expected)} (live)`,
          shown(difference.found),
        );
      }
      const errors = newErrors(was.errors, seen.errors);
      if (errors.length > 0) {
        await failOn(
          seen.page,
          path,
          'no new console errors',
          'none beyond live',
          shown(errors.join(' | '), 300),
        );
      }
      await was.page.close();
      await seen.page.close();
    });
    const [was, seen] = await Promise.all([visit(live, plan, '/'), visit(preview, plan, '/')]);
    opened += 1;
    const [before, now] = [await homeSectionTexts(was.page), await homeSectionTexts(seen.page)];
    for (const { moduleId, label } of homeSections) {
      const text = now.get(moduleId) ?? '';
      const expected = `${label} appears${moduleId.startsWith(`${plan.candidate}/`) ? '' : ', as live'}`;
      if (text.startsWith('fallback:')) {
        await failOn(seen.page, '/', `home: ${moduleId}`, expected, shown(text));
        continue;
      }
      const difference = moduleId.startsWith(`${plan.candidate}/`)
        ? undefined
        : firstDifference((before.get(moduleId) ?? '').trim(), text.trim());
      if (difference) {
        await failOn(
          seen.page,
          '/',
          `home: ${moduleId}`,
          `${expected}: ${shown(difference.expected)}`,
          shown(difference.found),
        );
      }
    }
    const homeErrors = newErrors(was.errors, seen.errors);
    if (homeErrors.length > 0) {
      await failOn(
        seen.page,
        '/',
        'no new console errors',
        'none beyond live',
        shown(homeErrors.join(' | '), 300),
      );
    }
  } finally {
    await live.close();
    await preview.close();
  }
  return { failures, opened };
}

/** A picture of each page an HTTP check failed on, through the preview. */
export async function screenshotsOf(
  browser: Browser,
  plan: BrowserPlan,
  failures: GateFailure[],
  most = 10,
): Promise<GateFailure[]> {
  const context = await contextOf(browser, plan, true);
  const taken = new Map<string, string | undefined>();
  try {
    for (const failure of failures) {
      if (!taken.has(failure.url) && taken.size < most) {
        const page = await context.newPage();
        const path = new URL(failure.url).pathname;
        await page.goto(failure.url, { waitUntil: 'load' }).catch(() => undefined);
        taken.set(failure.url, await screenshot(page, plan, path, failure.check));
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  return failures.map((failure) => ({
    ...failure,
    screenshot: failure.screenshot ?? taken.get(failure.url),
  }));
}

/**
 * The integration gate a promote runs first: the site's cross-remote smoke checks against the
 * candidate on the live site (SITE_URL), through a preview, so the candidate is drawn with every
 * other remote's live release. Cheap checks over HTTP (gatePages.ts, httpChecks.ts), the browser
 * only where it must (browserChecks.ts). It answers the failures and a report; it never changes
 * the registry. When it cannot run it says what to do, and the promote is refused.
 */
import { siteUrl } from '@harmoni/shared/apps';
import {
  liveRelease,
  mintPreviewToken,
  previewCookie,
  previewSecret,
  RegistryChangeError,
  releaseHostUrl,
  releaseLabel,
  type RemoteRegistry,
  type RemoteRelease,
} from '@harmoni/serve/registry';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { browserChecks, screenshotsOf, type BrowserPlan } from './browserChecks';
import { browserSample, gatePages, sitemapPaths } from './gatePages';
import { gateLine, gateReport, type GateFailure, type GateSummary } from './gateReport';
import { httpChecks, type PageAnswer } from './httpChecks';
import { shellPreviewWarning } from './shellPreviews';

type Env = Record<string, string | undefined>;

/** The system's Chromium; CHROMIUM_PATH names another. A browser is never downloaded. */
export const chromiumPath = (env: Env) => env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/** How the gate's requests introduce themselves: as a check (isbot), so no canary bucket is drawn for them. */
const GATE_AGENT = 'Mozilla/5.0 (compatible; HarmoniIntegrationGate/1.0; +check bot)';
const PAGE_TIMEOUT_MS = 20_000;
const TOKEN_MINUTES = 30;

/** The gate could not run: the promote is refused with what to do. */
export class GateCannotRun extends RegistryChangeError {}

const cannotRun = (candidate: string, why: string, todo: string) =>
  new GateCannotRun(
    `Refused to promote ${candidate}: the integration gate cannot run, ${why}. ${todo}; or promote without it: --skip-checks (recorded in the history). The live site is unchanged`,
  );

/** Each remote's live release (and canary) as the gate saw them: a promote refuses if they moved. */
export function liveReleasesOf(registry: RemoteRegistry): string {
  return Object.keys(registry.remotes)
    .sort()
    .map((remote) => {
      const canary = registry.remotes[remote]?.canary;
      return `${remote} ${releaseLabel(liveRelease(registry, remote))}${
        canary ? ` (canary ${canary.id} for ${canary.share}%)` : ''
      }`;
    })
    .join(', ');
}

/** What the browser is launched by; a fake in unit tests. */
export type LaunchBrowser = (executablePath: string) => Promise<Browser>;

export const launchChromium: LaunchBrowser = async (executablePath) => {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
};

export interface GateOutcome {
  failures: GateFailure[];
  summary: GateSummary;
  /** the refusal's report, when something failed */
  report?: string;
  /** the line the history keeps */
  line: string;
}

/** The origins the site's pages load from: the shell's, the release host's, every release's. */
function siteOrigins(site: string, registry: RemoteRegistry, candidate: RemoteRelease, env: Env) {
  const urls = [site, releaseHostUrl(env), candidate.url];
  for (const entry of Object.values(registry.remotes)) {
    if (entry?.live) urls.push(entry.live.url);
    for (const release of Object.values(entry?.releases ?? {})) urls.push(release.url);
  }
  return new Set(urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : [])));
}

async function answerOf(url: string, cookie: string | undefined): Promise<PageAnswer> {
  const response = await fetch(url, {
    headers: { 'user-agent': GATE_AGENT, ...(cookie && { cookie }) },
    signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
  });
  return { status: response.status, html: await response.text() };
}

/**
 * Runs the gate for `release` of `remote`. `folder`: where its screenshots and report go (it is
 * removed again when every check passed).
 */
export async function runIntegrationGate({
  remote,
  release,
  registry,
  env,
  folder,
  launch = launchChromium,
  now = Date.now(),
}: {
  remote: string;
  release: RemoteRelease & { id: string };
  registry: RemoteRegistry;
  env: Env;
  folder: string;
  launch?: LaunchBrowser;
  now?: number;
}): Promise<GateOutcome> {
  const started = Date.now();
  const candidate = `${remote} ${release.id}`;
  const site = siteUrl(env);
  const secret = previewSecret(env);
  if (!secret) {
    throw cannotRun(candidate, 'PREVIEW_SECRET is not set', "Set it to the shell server's own");
  }
  const shellProblem = await shellPreviewWarning(site);
  if (shellProblem) throw cannotRun(candidate, shellProblem, 'Point SITE_URL at the live shell');
  const executable = chromiumPath(env);
  if (!existsSync(executable)) {
    throw cannotRun(
      candidate,
      `there is no Chromium at ${executable}`,
      'Install the system package (chromium) or set CHROMIUM_PATH',
    );
  }
  const token = mintPreviewToken(
    { remote, id: release.id, expiresAt: now + TOKEN_MINUTES * 60_000 },
    secret,
  );
  const cookie = `${previewCookie}=${token}`;
  const fetchPage = (path: string, preview: boolean) =>
    answerOf(`${site}${path}`, preview ? cookie : undefined);

  let liveMap: string[];
  let previewMap: string[];
  try {
    const [live, preview] = await Promise.all([
      fetchPage('/sitemap.xml', false),
      fetchPage('/sitemap.xml', true),
    ]);
    if (live.status !== 200) throw new Error(`HTTP ${live.status}`);
    liveMap = sitemapPaths(live.html, site);
    previewMap = preview.status === 200 ? sitemapPaths(preview.html, site) : liveMap;
  } catch (error) {
    throw cannotRun(
      candidate,
      `the live sitemap (${site}/sitemap.xml) could not be read: ${String(error)}`,
      'Point SITE_URL at the live shell',
    );
  }
  const pages = gatePages([...new Set([...liveMap, ...previewMap])]);
  const dropped = new Set(
    pages
      .filter((page) => page.owner === remote && !previewMap.includes(page.path))
      .filter((page) => liveMap.includes(page.path))
      .map((page) => page.path),
  );
  mkdirSync(folder, { recursive: true });
  let failures = await httpChecks({
    pages,
    candidate: remote,
    site,
    fetchPage,
    droppedByCandidate: dropped,
  });

  const plan: BrowserPlan = {
    site,
    candidate: remote,
    own: pages.filter((page) => page.owner === remote && !dropped.has(page.path)),
    others: browserSample(pages, remote),
    preview: { name: previewCookie, value: token },
    origins: siteOrigins(site, registry, release, env),
    folder,
  };
  let browser: Browser;
  try {
    browser = await launch(executable);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw cannotRun(
      candidate,
      `Chromium (${executable}) did not start: ${String(error)}`,
      'Check the browser, or set CHROMIUM_PATH',
    );
  }
  let opened: number;
  try {
    const checked = await browserChecks(browser, plan);
    opened = checked.opened;
    failures = [...(await screenshotsOf(browser, plan, failures)), ...checked.failures];
  } finally {
    await browser.close();
  }

  const summary: GateSummary = {
    pagesOverHttp: pages.length - dropped.size,
    pagesInBrowser: opened,
    tookMs: Date.now() - started,
  };
  if (failures.length === 0) {
    rmSync(folder, { recursive: true, force: true });
    return { failures, summary, line: `${gateLine(summary)}, passed` };
  }
  const report = gateReport(candidate, failures, summary, folder);
  writeFileSync(join(folder, 'report.txt'), `${report}\n`);
  return { failures, summary, report, line: `${gateLine(summary)}, ${failures.length} failed` };
}

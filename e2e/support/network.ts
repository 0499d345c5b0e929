import type { Page, Request } from '@playwright/test';
import { isThirdParty } from './thirdParty';

const ownRequestsInFlight = new WeakMap<Page, Set<Request>>();

const isOwn = (request: Request) => !isThirdParty(new URL(request.url()));

/**
 * Starts counting the site's own requests the page has in flight. The suite's `page` does this
 * from its start; a page a test opens itself calls it before its first `goto`.
 */
export function trackOwnRequests(page: Page): void {
  if (ownRequestsInFlight.has(page)) return;
  const inFlight = new Set<Request>();
  ownRequestsInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (isOwn(request)) inFlight.add(request);
  });
  const settled = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

/**
 * Resolves once none of the site's own requests has been in flight for `quietMs`: everything
 * the page set out to load has had its chance. Not Playwright's 'networkidle', which also waits
 * on every frame's network: the contact page's map frame (answered by a route, or failing to
 * resolve) at times never lets it come.
 */
export async function waitForOwnRequestsSettled(page: Page, quietMs = 500): Promise<void> {
  const inFlight = ownRequestsInFlight.get(page);
  if (!inFlight) throw new Error('trackOwnRequests(page) must be called before the page loads');
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

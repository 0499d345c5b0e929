import type { Page, Route } from '@playwright/test';

/**
 * The end-to-end suite never reaches the internet: every request that leaves localhost is
 * answered here. Video thumbnails get a small SVG picture naming the video, players and maps a
 * page saying what they are, the second video service's metadata a JSON answer (or a failure),
 * and anything else is blocked. Every such request is logged, so a test can check what a page
 * asked of a third party, and when.
 */
export interface ThirdPartyOptions {
  /** how the second video service's metadata endpoint answers; 'ok' unless given */
  vimeoMetadata?: 'ok' | 'fail';
}

export interface ThirdPartyTraffic {
  /** every third-party URL the page asked for, in order */
  readonly requests: string[];
  /** the requests whose URL matches */
  matching(pattern: RegExp): string[];
}

export const isThirdParty = (url: URL) =>
  (url.protocol === 'http:' || url.protocol === 'https:') &&
  !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 16:9 picture with the id on it: enough for an <img> to load and show. */
function thumbnail(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#1d3557"/><text x="240" y="190" font-size="28" text-anchor="middle" fill="#fff">${escapeHtml(label)}</text></svg>`;
}

function page(kind: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(kind)}</title></head><body style="margin:0;background:#000;color:#fff;font:16px sans-serif"><p data-third-party="${escapeHtml(kind)}">${escapeHtml(text)}</p></body></html>`;
}

/** The last path segment without its extension: the video id in every service URL we use. */
function idFrom(url: URL, pattern: RegExp): string {
  return pattern.exec(url.pathname)?.[1] ?? '';
}

const cors = { 'access-control-allow-origin': '*' };

export async function interceptThirdParty(
  target: Page,
  { vimeoMetadata = 'ok' }: ThirdPartyOptions = {},
): Promise<ThirdPartyTraffic> {
  const requests: string[] = [];
  const log = (route: Route) => {
    const url = new URL(route.request().url());
    requests.push(url.href);
    return url;
  };
  const thirdParty = (url: URL) => isThirdParty(url);
  const on = (host: RegExp, path: RegExp) => (url: URL) =>
    isThirdParty(url) && host.test(url.hostname) && path.test(url.pathname);

  // Playwright tries the route added last first: the catch-all goes in first, so it only gets
  // what nothing below answers.
  await target.route(thirdParty, async (route) => {
    log(route);
    await route.abort('blockedbyclient');
  });

  // YouTube thumbnails: i.ytimg.com/vi/{id}/{quality}.jpg (and the img.youtube.com alias)
  await target.route(
    on(/^(i\d?\.ytimg\.com|img\.youtube\.com)$/, /^\/vi(_webp)?\//),
    async (route) => {
      const url = log(route);
      await route.fulfill({
        contentType: 'image/svg+xml',
        headers: cors,
        body: thumbnail(idFrom(url, /^\/vi(?:_webp)?\/([^/]+)\//)),
      });
    },
  );

  // YouTube players, privacy-enhanced or not
  await target.route(on(/^www\.youtube(-nocookie)?\.com$/, /^\/embed\//), async (route) => {
    const url = log(route);
    await route.fulfill({
      contentType: 'text/html',
      body: page('player', `Player for ${idFrom(url, /^\/embed\/([^/]+)/)}`),
    });
  });

  // Vimeo player, metadata and thumbnails
  await target.route(on(/^player\.vimeo\.com$/, /^\/video\//), async (route) => {
    const url = log(route);
    await route.fulfill({
      contentType: 'text/html',
      body: page('player', `Player for ${idFrom(url, /^\/video\/([^/]+)/)}`),
    });
  });
  await target.route(on(/^vimeo\.com$/, /^\/api\/v2\/video\/[^/]+\.json$/), async (route) => {
    const url = log(route);
    if (vimeoMetadata === 'fail') {
      await route.fulfill({ status: 404, headers: cors, body: 'Not found' });
      return;
    }
    const id = idFrom(url, /\/video\/([^/]+)\.json$/);
    await route.fulfill({
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify([
        {
          id,
          title: `Vimeo video ${id}`,
          thumbnail_large: `https://i.vimeocdn.com/video/${id}_640.jpg`,
        },
      ]),
    });
  });
  await target.route(on(/^i\.vimeocdn\.com$/, /^\/video\//), async (route) => {
    const url = log(route);
    await route.fulfill({
      contentType: 'image/svg+xml',
      headers: cors,
      body: thumbnail(idFrom(url, /\/video\/([^/_]+)/)),
    });
  });

  // Embedded maps
  await target.route(
    on(
      /^(www\.google\.com|maps\.google\.com|maps\.googleapis\.com|www\.openstreetmap\.org)$/,
      /^\/(maps|embed|export)/,
    ),
    async (route) => {
      log(route);
      await route.fulfill({ contentType: 'text/html', body: page('map', 'Map of the school') });
    },
  );

  return {
    requests,
    matching: (pattern) => requests.filter((url) => pattern.test(url)),
  };
}

import { readCookie, xsrfCookieName, xsrfHeaderName } from './xsrf';

/** 'https://x', '//x' and 'mailto:x' leave our origin; '/api/x' and 'api/x' do not. */
export function isRelativeUrl(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url.trim());
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * `fetch` for the site's own API. Every non-GET request to a relative URL carries the
 * cross-site-request token from its cookie in a header; requests to other origins never do,
 * so the token cannot leak to a third party.
 */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (method !== 'GET' && isRelativeUrl(url) && !headers.has(xsrfHeaderName)) {
    const token = readCookie(xsrfCookieName, currentCookies());
    if (token) headers.set(xsrfHeaderName, token);
  }
  return fetch(url, { credentials: 'same-origin', ...init, headers });
}

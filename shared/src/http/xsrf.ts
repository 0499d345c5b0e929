/**
 * The cross-site-request token (SPEC.md section 7): the enquiry server puts it in a readable
 * cookie, and every non-GET request to a relative URL sends it back in this header. A page on
 * another site can make the browser send our cookies, but cannot read them to fill the header.
 */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** One cookie's value from a `document.cookie` string, or undefined when it is not set. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

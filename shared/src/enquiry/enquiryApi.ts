/**
 * The enquiry server's routes, as the browser calls them through the shell's `/api` proxy and
 * as the server declares them (without the prefix).
 */
export const enquiryRoutes = {
  /** POST: `{"data": {...}}` -> 201 `{ id, receivedAt }` once the row is committed */
  enquiry: '/general/enquiry',
  /** GET: sets the cross-site-request cookies (a secret and the readable token) */
  token: '/general/csrf',
  health: '/healthz',
} as const;

/** Where the shell's server forwards API calls to the enquiry server. */
export const defaultApiBase = '/api';

export { xsrfCookieName, xsrfHeaderName } from '../http/xsrf';

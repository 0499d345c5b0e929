export { apiFetch, isRelativeUrl } from './apiFetch';
export { readCookie, xsrfCookieName, xsrfHeaderName } from './xsrf';

import { JSDOM } from 'jsdom';

let dom: JSDOM | undefined;

/**
 * On the shell's server there is no page: a DOM of its own (jsdom, lent by the shell's server),
 * so an article is cleaned by the same DOMPurify rules as in the browser.
 */
export function articleWindow(): Window & typeof globalThis {
  dom ??= new JSDOM('<!doctype html><html><body></body></html>');
  return dom.window as unknown as Window & typeof globalThis;
}

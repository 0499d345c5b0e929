import { pageLoaderFadingClass, pageLoaderId } from '@harmoni/shared/pageMarkup';

/** After the fade starts, the loader stays this long before it is removed from the page. */
export const LOADER_REMOVAL_DELAY_MS = 1000;

/**
 * The full-screen loader lives in index.html so it shows before any script runs. Once the
 * first view is ready it fades out and, a second later, leaves the DOM. A page the server
 * rendered is ready on arrival: its loader fades from the start (serve's pageTemplate.ts).
 */
export function dismissPageLoader(doc: Document = document): void {
  const loader = doc.getElementById(pageLoaderId);
  if (!loader || loader.dataset.dismissed !== undefined) return;
  loader.dataset.dismissed = '';
  // A server-rendered page arrives with the loader already fading: it only needs removing.
  loader.classList.add(pageLoaderFadingClass);
  loader.setAttribute('aria-hidden', 'true');
  window.setTimeout(() => loader.remove(), LOADER_REMOVAL_DELAY_MS);
}

/**
 * The window DOMPurify cleans an article's HTML in: the page's own. The server view build picks
 * articleWindow.server.ts instead (see tooling/src/serverViews/remoteView.ts).
 */
export function articleWindow(): Window & typeof globalThis {
  return window;
}

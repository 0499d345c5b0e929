/**
 * The real-user figures' library (web-vitals), which the shell loads once a page is idle, after
 * its start: not one of the start-up scripts the hints name (shell/src/vitals/realUserFigures.ts
 * names its chunk).
 */
export const isRealUserFiguresScript = (url: string): boolean =>
  /^\/static\/js\/async\/web-vitals\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

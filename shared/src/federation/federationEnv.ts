/**
 * Stands in for the federation SDK's env module in production builds (see federation.ts). The
 * SDK asks `isDebugMode()` as its runtime starts and at every log line, and in a browser that
 * reads `localStorage.FEDERATION_DEBUG`: the page's first read of its storage is a synchronous
 * round trip to the browser's storage service, on the main thread, before the page can start.
 * Here debug output is switched on as the SDK's other two ways allow, at build or start time
 * (`process.env.FEDERATION_DEBUG`, a global `FEDERATION_DEBUG`); dev builds keep the SDK's own
 * module, storage switch included. A unit test keeps these exports equal to the SDK's.
 */
declare const ENV_TARGET: string | undefined;
declare const FEDERATION_DEBUG: unknown;

export const isBrowserEnvValue: boolean =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv(): boolean {
  return isBrowserEnvValue;
}

export function isReactNativeEnv(): boolean {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function getProcessEnv(): Record<string, string | undefined> {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}

export function isDebugMode(): boolean {
  if (getProcessEnv().FEDERATION_DEBUG) return true;
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

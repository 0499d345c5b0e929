/**
 * react-dom makes five Error objects while its module is evaluated. They are sentinels: React
 * throws them to unwind a render (suspending, selective hydration, a hydration mismatch) and
 * recognises them by identity; no visitor ever sees them. With DevTools attached (Lighthouse,
 * the benchmark) V8 records where each Error was made, and to do so it parses react-dom's whole
 * module function again: 10-40 ms in the middle of the page's start. The same sentinels made as
 * objects of Error's prototype, without the constructor, capture no stack and cost nothing.
 * A browser without DevTools never paid it, so this changes only what the benchmark sees.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** react-dom's module-level sentinels, by the name its production build gives them. */
export const REACT_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL = new RegExp(
  `\\b(${REACT_SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`,
  'g',
);

const MAKE_SENTINEL = 'harmoniStacklessError';

/** An Error in all but its stack: `instanceof Error`, a message, and no stack captured. */
const makeSentinel =
  `function ${MAKE_SENTINEL}(message) {\n` +
  `  return Object.create(Error.prototype, {\n` +
  `    message: { value: message, writable: true, configurable: true },\n` +
  `  });\n` +
  `}\n`;

/**
 * react-dom-client's production source with its sentinels made without a stack. Throws when
 * any is not found where it was: a React upgrade that moves them must be looked at, not missed.
 */
export function withStacklessSentinels(source: string): string {
  const found = new Set<string>();
  const patched = source.replace(SENTINEL, (_match, name: string, message: string) => {
    found.add(name);
    return `${name} = ${MAKE_SENTINEL}(${message})`;
  });
  const missing = REACT_SENTINELS.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(
      `react-dom no longer makes ${missing.join(', ')} as before; review shared/build/reactSentinels.ts`,
    );
  }
  return `${makeSentinel}${patched}`;
}

/** Applies withStacklessSentinels to react-dom in the browser builds (production only). */
export function pluginReactSentinels(): RsbuildPlugin {
  return {
    name: 'harmoni:react-sentinels',
    setup(api) {
      api.transform(
        {
          test: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
          targets: ['web'],
        },
        ({ code }) => withStacklessSentinels(code),
      );
    },
  };
}

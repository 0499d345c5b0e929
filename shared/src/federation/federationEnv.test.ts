import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as standIn from './federationEnv';

/** The names the SDK's own env module exports (its ES module build, as the bundler reads it). */
function sdkEnvExports(): string[] {
  const sdkIndex = require.resolve('@module-federation/sdk').replace(/\.cjs$/, '.js');
  const source = readFileSync(join(dirname(sdkIndex), 'env.js'), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe("the stand-in for the federation SDK's env module", () => {
  const saved = process.env.FEDERATION_DEBUG;
  afterEach(() => {
    if (saved === undefined) delete process.env.FEDERATION_DEBUG;
    else process.env.FEDERATION_DEBUG = saved;
    jest.restoreAllMocks();
  });

  it('exports every name the SDK module exports', () => {
    expect(Object.keys(standIn).sort()).toEqual(sdkEnvExports().sort());
  });

  it('is not in debug mode by default, and never reads localStorage to find out', () => {
    delete process.env.FEDERATION_DEBUG;
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    localStorage.setItem('FEDERATION_DEBUG', 'true');
    expect(standIn.isDebugMode()).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
    localStorage.removeItem('FEDERATION_DEBUG');
  });

  it('is in debug mode when FEDERATION_DEBUG is set in the environment', () => {
    process.env.FEDERATION_DEBUG = 'true';
    expect(standIn.isDebugMode()).toBe(true);
  });

  it('answers the environment questions as the SDK does', () => {
    expect(standIn.isBrowserEnv()).toBe(true);
    expect(standIn.isBrowserEnvValue).toBe(true);
    expect(standIn.isReactNativeEnv()).toBe(false);
    expect(standIn.getProcessEnv()).toBe(process.env);
  });
});

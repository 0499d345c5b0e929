/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { REACT_SENTINELS, withStacklessSentinels } from './reactSentinels';

const reactDomClient = readFileSync(
  join(
    dirname(createRequire(__filename).resolve('react-dom/package.json')),
    'cjs/react-dom-client.production.js',
  ),
  'utf8',
);

describe('withStacklessSentinels', () => {
  const patched = withStacklessSentinels(reactDomClient);

  it('makes none of react-dom’s module-level sentinels with the Error constructor', () => {
    for (const name of REACT_SENTINELS) {
      expect(reactDomClient).toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(patched).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(patched).toMatch(new RegExp(`\\b${name} = harmoniStacklessError\\(`));
    }
  });

  it('changes nothing else in react-dom', () => {
    const undone = patched
      .replace(/^function harmoniStacklessError[\s\S]*?\n}\n/, '')
      .replace(/harmoniStacklessError\(/g, 'Error(');
    expect(undone).toBe(reactDomClient);
  });

  it('still gives Errors with React’s message, made without capturing a stack', () => {
    const context = { Error, Object };
    const sentinel = runInNewContext(
      `${patched.match(/^function harmoniStacklessError[\s\S]*?\n}\n/)?.[0] ?? ''}` +
        'harmoniStacklessError("Minified React error #460")',
      context,
    ) as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(Object.prototype.hasOwnProperty.call(sentinel, 'stack')).toBe(false);
  });

  it('fails the build when a React upgrade has moved a sentinel', () => {
    const moved = reactDomClient.replace(
      'SuspenseException = Error(',
      'SuspenseException = new Error(',
    );
    expect(() => withStacklessSentinels(moved)).toThrow(
      /react-dom no longer makes SuspenseException as before/,
    );
  });
});

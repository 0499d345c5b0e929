import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Evaluates `expression` in a fresh Node whose time zone is `timeZone`, with each of `modules`
 * imported under its key, and returns the (JSON-safe) result. A process of its own because
 * Jest's process.env is a copy: setting TZ inside a test moves neither Date nor Intl.
 */
export function inTimeZone(
  timeZone: string,
  modules: Record<string, string>,
  expression: string,
): unknown {
  const imports = Object.entries(modules).map(
    ([name, path]) => `const ${name} = await import(${JSON.stringify(pathToFileURL(path).href)});`,
  );
  const script = [...imports, `console.log(JSON.stringify(${expression}));`].join('\n');
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { env: { ...process.env, TZ: timeZone }, encoding: 'utf8' },
  );
  return JSON.parse(stdout) as unknown;
}

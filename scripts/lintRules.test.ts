/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..');

interface LintMessage {
  ruleId: string | null;
  line: number;
}

/** The repository's lint rules on `source`, as if it were the product file `file`. */
function lint(file: string, source: string): LintMessage[] {
  const eslint = join(repoRoot, 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return result?.messages ?? [];
}

// One line per way into a library's internals; the line numbers are what the test checks.
const internals = [
  "import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';",
  "import { thing } from 'some-package/lib/private';",
  'declare const __webpack_require__: { f: Record<string, unknown> };',
  'export const steps = __webpack_require__.f;',
  "import * as React from 'react';",
  'export const a = React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;',
  "export const b = (React as unknown as Record<string, unknown>)['__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED'];",
  'export const c = (React.createContext(0) as unknown as { _currentValue: number })._currentValue;',
  "export const d = Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'));",
  'export { initContainerEntry, thing };',
].join('\n');

describe('lint refuses library internals in product code, with no exemptions', () => {
  // The shell's entry and the build plugins once had exemptions.
  it.each([
    'shell/src/index.ts',
    'tooling/src/federation/anything.ts',
    'mf-gallery/src/albums/anything.tsx',
  ])(
    'in %s',
    (file) => {
      const refused = lint(file, internals)
        .filter((message) => /^no-restricted-(imports|syntax)$/.test(message.ruleId ?? ''))
        .map((message) => message.line);
      expect([...new Set(refused)].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    },
    30_000,
  );
});

// React's useId depends on where a component sits in the tree; the shell's server draws each
// remote region apart, so ids in code remotes draw must come from props or content.
const usingUseId = [
  "import { useId } from 'react';",
  "import * as React from 'react';",
  'export function Part() {',
  '  return [useId(), React.useId()];',
  '}',
].join('\n');

describe("lint refuses useId in code a remote's region draws", () => {
  it.each(['mf-gallery/src/albums/anything.tsx', 'shared/src/ui/anything.tsx'])(
    'in %s',
    (file) => {
      const refused = lint(file, usingUseId)
        .filter((message) => /^no-restricted-(imports|syntax)$/.test(message.ruleId ?? ''))
        .map((message) => message.line);
      expect([...new Set(refused)].sort((x, y) => x - y)).toEqual([1, 4]);
    },
    30_000,
  );

  it("but not in the shell's own code, which its own render always draws in place", () => {
    const refused = lint('shell/src/header/anything.tsx', usingUseId).filter((message) =>
      /^no-restricted-(imports|syntax)$/.test(message.ruleId ?? ''),
    );
    expect(refused).toEqual([]);
  }, 30_000);
});

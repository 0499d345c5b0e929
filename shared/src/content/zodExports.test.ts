/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { siteSourceFiles } from '../testing/siteSources';
import * as zodExports from './zodExports';

/** Every `z.something(` or `z.something.` the site's code calls at run time. */
function zodFunctionsUsed(): string[] {
  const used = new Set<string>();
  for (const file of siteSourceFiles(/\.tsx?$/)) {
    const text = readFileSync(file, 'utf8');
    if (!/from 'zod\/mini'/.test(text)) continue;
    for (const match of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)\s*[(.]/g)) {
      if (match[1]) used.add(match[1]);
    }
  }
  return [...used].sort();
}

describe('the shared zod/mini export list', () => {
  it('has every zod function the site calls (the federated builds resolve zod/mini to it)', () => {
    const used = zodFunctionsUsed();
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !(name in zodExports))).toEqual([]);
  });

  it('exports working zod functions', () => {
    const schema = zodExports.object({ name: zodExports.string() });
    expect(schema.safeParse({ name: 'Piano' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
  });
});

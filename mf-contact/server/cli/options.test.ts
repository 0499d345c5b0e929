/** @jest-environment node */
import { parseCliOptions } from './options';

describe('parseCliOptions', () => {
  it('lists by default', () => {
    expect(parseCliOptions([], '/home/school')).toEqual({ kind: 'list' });
  });

  it('resolves a relative CSV path against the folder the command was typed in', () => {
    expect(parseCliOptions(['--csv', 'out.csv'], '/home/school')).toEqual({
      kind: 'csv',
      file: '/home/school/out.csv',
    });
    expect(parseCliOptions(['--csv', '/tmp/e.csv'], '/home/school')).toEqual({
      kind: 'csv',
      file: '/tmp/e.csv',
    });
    expect(parseCliOptions(['--csv', '-'], '/x')).toEqual({ kind: 'csv', file: '-' });
  });

  it('knows --json and --help', () => {
    expect(parseCliOptions(['--json'], '/x')).toEqual({ kind: 'json' });
    expect(parseCliOptions(['-h'], '/x')).toEqual({ kind: 'help' });
  });

  it('rejects unknown or conflicting options', () => {
    expect(() => parseCliOptions(['--xml'], '/x')).toThrow();
    expect(() => parseCliOptions(['--csv', 'a.csv', '--json'], '/x')).toThrow(/not both/);
    expect(() => parseCliOptions(['--csv'], '/x')).toThrow();
    expect(() => parseCliOptions(['stray'], '/x')).toThrow();
  });
});

import { COMPILE_HINT, withCompileHint } from './compileHints';

describe('the compile hint', () => {
  it('is the first line of the script, once', () => {
    const hinted = withCompileHint('(()=>{var e=1})();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{var e=1})();');
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});

import { allScriptsOf, COMPILE_HINT, withCompileHint } from './compileHints';

describe('the compile hint', () => {
  it('is the first line of the script, once', () => {
    const hinted = withCompileHint('(()=>{var e=1})();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{var e=1})();');
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});

describe("a remote's hinted scripts", () => {
  it('are all the scripts its build emits, not its style sheets or other files', () => {
    const names = [
      'static/js/contact.1a.js',
      'static/js/async/__federation_expose_ContactPage.2b.js',
      'static/css/async/page.3c.css',
      'mf-manifest.json',
      'static/js/async/zod.4d.js.LICENSE.txt',
    ];
    const compilation = {
      getAssets: () => names.map((name) => ({ name })),
    } as unknown as Parameters<typeof allScriptsOf>[0];
    expect(allScriptsOf(compilation)).toEqual([
      'static/js/contact.1a.js',
      'static/js/async/__federation_expose_ContactPage.2b.js',
    ]);
  });
});

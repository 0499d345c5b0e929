import { isAnsweredScript, pressPointScript, watchControlScript } from './pageScripts';

/** Runs a page script as the page would: an expression, evaluated in the document. */
const run = (script: string): unknown => new Function(`return ${script};`)();

describe('the scripts the dead-tap benchmark runs in the page', () => {
  it('are plain JavaScript that needs no helper of the compiler (no __name)', () => {
    for (const script of [
      watchControlScript('nav button'),
      isAnsweredScript('main details > summary', 'panel open'),
      pressPointScript('nav button'),
    ]) {
      expect(script).not.toContain('__name');
      expect(() => new Function(`return ${script};`)).not.toThrow();
    }
  });

  it('tell an opened panel and a closed dialog from ones still waiting', () => {
    document.body.innerHTML = `
      <main><details><summary>Q</summary>A</details></main>
      <dialog open data-testid="award-modal"><form method="dialog"><button>Close</button></form></dialog>`;
    const panel = isAnsweredScript('main details > summary', 'panel open');
    const award = isAnsweredScript('[data-testid="award-modal"] button', 'dialog closed');
    expect(run(panel)).toBe(false);
    expect(run(award)).toBe(false);
    document.querySelector('details')?.setAttribute('open', '');
    document.querySelector('dialog')?.removeAttribute('open');
    expect(run(panel)).toBe(true);
    expect(run(award)).toBe(true);
  });

  it('quotes the selector, so a selector with quotes stays one string', () => {
    document.body.innerHTML = '<button aria-controls="site-menu">Menu</button>';
    expect(run(isAnsweredScript('button[aria-controls="site-menu"]', 'controlled shown'))).toBe(
      false,
    );
  });
});

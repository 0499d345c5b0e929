import { expect, test } from '@playwright/test';
import { FocusJournal } from '../support/keyboard';
import { motionsIn, trivialMs } from '../support/motion';
import { smallTargets } from '../support/targets';

/**
 * The accessibility specs pass only if their checks can fail: each check is shown here, on a
 * small page of its own, to catch what it is meant to catch and to excuse what WCAG excuses.
 */

test('the target check reports a crowded small control and excuses what WCAG 2.5.8 does', async ({
  page,
}) => {
  await page.setContent(`
    <main>
      <button style="width:16px;height:16px;padding:0" aria-label="tiny crowded"></button><button
        style="width:40px;height:40px">big</button>
      <div style="margin-top:60px"><button style="width:16px;height:16px;padding:0"
        aria-label="tiny alone"></button></div>
      <p style="margin-top:60px;font-size:12px;line-height:1">Read our <a href="/terms">terms</a>
        and <a href="/privacy-policy">privacy policy</a> before you send.</p>
      <label style="display:inline-block;padding:12px 0"><input type="radio" name="r"
        style="width:16px;height:16px;margin:0"> with its label</label>
      <a class="visually-hidden" href="#x" style="position:absolute;top:-100px">skip</a>
    </main>`);
  expect(await smallTargets(page)).toEqual([
    { target: 'button "tiny crowded"', width: 16, height: 16 },
  ]);
});

test('the focus check fails on a control whose focus cannot be seen', async ({ page }) => {
  await page.setContent(`
    <style>button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px }</style>
    <button>seen</button>
    <button style="outline:none">unseen</button>
    <div style="background:#1d3557;padding:1rem"><button>low contrast</button></div>`);
  const journal = new FocusJournal(page);
  expect(await journal.press('Tab')).toMatchObject({ name: 'seen' });
  await expect(journal.press('Tab')).rejects.toThrow(/"unseen".*is visible/);

  const dark = new FocusJournal(page);
  await expect(dark.press('Tab')).rejects.toThrow(/"low contrast".*is visible/);
});

test('the motion check sees a finished fade and a running spin', async ({ page }) => {
  await page.setContent(`
    <style>
      @keyframes fade { from { opacity: 0 } }
      @keyframes spin { to { rotate: 360deg } }
      .fade { animation: fade 0.2s }
      .spin { animation: spin 1s linear infinite }
      .quick { transition: opacity 0.01ms }
    </style>
    <div id="root"><p class="fade">fades</p><p class="spin">spins</p><p class="quick">x</p></div>`);
  await page.waitForTimeout(300);
  const motions = await motionsIn(page.locator('#root'));
  expect(
    motions.filter((motion) => motion.durationMs > trivialMs).map((m) => m.durationMs),
  ).toEqual(expect.arrayContaining([200, 1000]));
  expect(motions.some((motion) => motion.durationMs <= trivialMs)).toBe(true);
  // how long each moves in all: the fade once, the spin without end
  const declared = (name: string) =>
    motions.find((motion) => motion.name === name && motion.element.startsWith('p'));
  expect(declared('fade')?.endMs).toBe(200);
  expect(declared('spin')?.endMs).toBe(Infinity);
});

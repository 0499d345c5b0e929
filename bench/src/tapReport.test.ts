import { formatTapReport, summariseTaps } from './tapReport';

const run = (deadMs: number, pressToPaintMs = 16) => ({
  drawnMs: 1700,
  firstPressLagMs: 30,
  deadMs,
  deadPresses: deadMs > 0 ? 1 : 0,
  pressToPaintMs,
});

describe('dead-tap report', () => {
  it('takes medians per control and page, and checks the 100 ms goal', () => {
    const [menu, faq] = summariseTaps([
      { control: 'header menu (Lesson)', path: '/terms', runs: [run(0), run(40), run(1600)] },
      { control: 'first FAQ panel', path: '/about/faq', runs: [run(1500), run(1400), run(30, 48)] },
    ]);
    expect(menu).toMatchObject({ deadMs: 40, deadMsPerLoad: [0, 40, 1600], withinBudget: true });
    expect(faq).toMatchObject({ deadMs: 1400, withinBudget: false, pressToPaintMs: 16 });
  });

  it('prints a line per control and page', () => {
    const report = formatTapReport(
      summariseTaps([{ control: 'award close', path: '/', runs: [run(0, 60), run(10, 70)] }]),
      2,
    );
    expect(report).toMatch(/medians of 2 fresh loads/);
    expect(report).toMatch(/award close\s+\/\s+1700\s+30\s+5\s+1\s+65\s+0 10\s+yes/);
  });
});

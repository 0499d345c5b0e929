import { formatTapReport, summariseTaps, tapsPerRoute } from './tapReport';

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

  it('leaves a failed load out of the medians, and never counts the goal met with one', () => {
    const [award] = summariseTaps([
      {
        control: 'award close',
        path: '/',
        runs: [run(0, 40), { failure: 'no press worked within 30 s' }, run(20, 56)],
      },
    ]);
    expect(award).toMatchObject({
      deadMs: 10,
      pressToPaintMs: 48,
      deadMsPerLoad: [0, 20],
      failures: ['no press worked within 30 s'],
      withinBudget: false,
    });
  });

  it('gives each page the figure of its slowest control', () => {
    const summaries = summariseTaps([
      { control: 'header menu (Lesson)', path: '/terms', runs: [run(10), run(20), run(30)] },
      { control: 'small-screen menu', path: '/terms', runs: [run(200), run(250), run(0)] },
      { control: 'first FAQ panel', path: '/about/faq', runs: [run(0), run(0), run(0)] },
    ]);
    expect(tapsPerRoute(summaries)).toEqual([
      { path: '/terms', worstDeadMs: 200, worstControl: 'small-screen menu', withinBudget: false },
      { path: '/about/faq', worstDeadMs: 0, worstControl: 'first FAQ panel', withinBudget: true },
    ]);
  });

  it('prints a line per control and page, one per page, and the loads that failed', () => {
    const report = formatTapReport(
      summariseTaps([
        { control: 'award close', path: '/', runs: [run(0, 60), run(10, 70)] },
        {
          control: 'first FAQ panel',
          path: '/lesson/piano',
          runs: [run(0), { failure: 'the control was not drawn within 30 s' }],
        },
      ]),
      2,
    );
    expect(report).toMatch(/medians of 2 fresh loads/);
    expect(report).toMatch(/award close\s+\/\s+1700\s+30\s+5\s+0 10\s+1\s+65\s+60 70\s+yes/);
    expect(report).toMatch(
      /first FAQ panel\s+\/lesson\/piano\s+1700\s+30\s+0\s+0\s+0\s+<=16\s+<=16\s+NO/,
    );
    expect(report).toMatch(/per page[^\n]*\n[^\n]*\n\/\s+5\s+award close\s+yes/);
    expect(report).toContain(
      'first FAQ panel on /lesson/piano: the control was not drawn within 30 s',
    );
  });
});

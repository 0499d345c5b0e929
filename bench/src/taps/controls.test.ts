import { selectedTaps, tapControls } from './controls';

describe('BENCH_TAPS_ONLY', () => {
  it('keeps every control and page when empty', () => {
    expect(selectedTaps('')).toEqual(tapControls);
  });

  it('keeps a control by its name, or only the pages a word names', () => {
    const chosen = selectedTaps('award, /lesson/piano');
    expect(chosen.map((tap) => [tap.name, tap.paths])).toEqual([
      ['header menu (Lesson)', ['/lesson/piano']],
      ['small-screen menu', ['/lesson/piano']],
      ['award close', ['/']],
      ['first FAQ panel', ['/lesson/piano']],
    ]);
  });
});

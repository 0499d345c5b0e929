import { articleInstrument, articleTitle } from './articleTitle';

describe('articleInstrument', () => {
  it.each([
    ['learn-to-sing', 'vocal'],
    ['singing-for-beginners', 'vocal'],
    ['vocal-warm-ups', 'vocal'],
    ['kelas-vokal-kanak-kanak', 'vocal'],
    ['first-guitar-chords', 'guitar'],
    ['belajar-gitar', 'guitar'],
    ['piano-practice-plan', 'piano'],
    ['keyboard-or-piano-first', 'piano'],
    ['choosing-a-keyboard', 'keyboard'],
    ['violin-posture', 'violin'],
    ['kelas-biola', 'violin'],
    ['ukulele-strumming', 'ukulele'],
    ['music-theory-grade-5', 'theory'],
  ])('%s -> %s', (id, instrument) => {
    expect(articleInstrument(id)).toBe(instrument);
  });

  it('falls back to piano when the id names no instrument', () => {
    expect(articleInstrument('why-music-matters')).toBe('piano');
    expect(articleInstrument('')).toBe('piano');
  });

  it('checks the rules in the order of SPEC section 9', () => {
    // every id names two instruments: the earlier rule wins
    expect(articleInstrument('sing-with-guitar')).toBe('vocal');
    expect(articleInstrument('guitar-and-vocal-duets')).toBe('vocal');
    expect(articleInstrument('gitar-atau-piano')).toBe('guitar');
    expect(articleInstrument('piano-then-guitar')).toBe('guitar');
    expect(articleInstrument('keyboard-and-piano')).toBe('piano');
    expect(articleInstrument('violin-or-keyboard')).toBe('keyboard');
    expect(articleInstrument('ukulele-after-biola')).toBe('violin');
    expect(articleInstrument('theory-for-ukulele')).toBe('ukulele');
  });

  it('reads a term only where a word starts, so "choosing" and "using" are not singing', () => {
    expect(articleInstrument('choosing-your-first-violin')).toBe('violin');
    expect(articleInstrument('using-a-metronome')).toBe('piano');
  });

  it('ignores letter case', () => {
    expect(articleInstrument('Learn-To-Play-Biola')).toBe('violin');
  });
});

describe('articleTitle', () => {
  it('uses specified_title when present, whatever the id says', () => {
    expect(articleTitle({ id: 'learn-to-play-piano', specified_title: 'Piano at Any Age' })).toBe(
      'Piano at Any Age',
    );
    expect(articleTitle({ id: 'practice-tips', specified_title: 'How to Practise' })).toBe(
      'How to Practise',
    );
  });

  it("titles a 'learn-to-play-' id 'Learn' and the derived instrument, capitalised", () => {
    expect(articleTitle({ id: 'learn-to-play-piano' })).toBe('Learn Piano');
    expect(articleTitle({ id: 'learn-to-play-gitar' })).toBe('Learn Guitar');
    expect(articleTitle({ id: 'learn-to-play-biola' })).toBe('Learn Violin');
    expect(articleTitle({ id: 'why-learn-to-play-ukulele' })).toBe('Learn Ukulele');
    // no instrument named: the derivation's fallback
    expect(articleTitle({ id: 'learn-to-play-music' })).toBe('Learn Piano');
  });

  it('otherwise splits the id on hyphens and capitalises each word', () => {
    expect(articleTitle({ id: 'how-long-should-my-child-practise' })).toBe(
      'How Long Should My Child Practise',
    );
    expect(articleTitle({ id: 'abrsm-grade-5-theory' })).toBe('Abrsm Grade 5 Theory');
    expect(articleTitle({ id: 'music' })).toBe('Music');
  });

  it('ignores empty words from doubled hyphens', () => {
    expect(articleTitle({ id: 'exam--day' })).toBe('Exam Day');
  });
});

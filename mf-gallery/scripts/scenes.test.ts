import { escapeXml, eventPoster, palettes, photoScene, seededRandom, wrapWords } from './scenes';

describe('seededRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('escapeXml', () => {
  it('keeps titles from breaking the markup', () => {
    expect(escapeXml('Teachers\' "Duo" <live> & more')).toBe(
      "Teachers' &quot;Duo&quot; &lt;live&gt; &amp; more",
    );
  });
});

describe('wrapWords', () => {
  it('breaks on spaces near the line length', () => {
    expect(wrapWords('Piano Masterclass with a Guest Pianist', 18)).toEqual([
      'Piano Masterclass',
      'with a Guest',
      'Pianist',
    ]);
  });
});

describe('scenes', () => {
  it('draws the same photo for the same seed, with its caption', () => {
    const options = {
      seed: 3,
      kind: 'concert' as const,
      palette: palettes.crimson,
      instruments: ['piano' as const, 'violin' as const],
      caption: 'Opening & duet',
    };
    expect(photoScene(options)).toBe(photoScene(options));
    expect(photoScene(options)).toContain('Opening &amp; duet');
    expect(photoScene({ ...options, seed: 4 })).not.toBe(photoScene(options));
  });

  it('puts the title and subtitle on a poster', () => {
    const svg = eventPoster({
      seed: 1,
      title: 'Year-End Concert 2026',
      subtitle: 'Saturday, 12 December 2026',
      instrument: 'piano',
      palette: palettes.spring,
    });
    expect(svg).toContain('>Year-End Concert<');
    expect(svg).toContain('>2026<');
    expect(svg).toContain('Saturday, 12 December 2026');
  });
});

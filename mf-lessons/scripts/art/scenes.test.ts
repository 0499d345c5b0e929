import { instrumentArt, type InstrumentArt } from './instruments';
import { cardScene, heroScene, isInstrumentArt } from './scenes';

const names = Object.keys(instrumentArt) as InstrumentArt[];

describe('the lesson scenes', () => {
  it('draw every instrument at the size asked, as an SVG document', () => {
    for (const name of names) {
      const card = cardScene(name, 600, 400);
      expect(card).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="400"/,
      );
      expect(card).toContain(instrumentArt[name]);
      expect(heroScene(name, 1600, 700)).toMatch(/width="1600" height="700"/);
    }
  });

  it('use only gradients they define', () => {
    for (const name of names) {
      const svg = cardScene(name, 600, 400);
      for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(svg).toContain(`id="${id}"`);
    }
  });

  it('know which picture names have a drawing', () => {
    expect(isInstrumentArt('online-lesson')).toBe(true);
    expect(isInstrumentArt('theory')).toBe(true);
    expect(isInstrumentArt('drums')).toBe(false);
    expect(isInstrumentArt('toString')).toBe(false);
  });
});

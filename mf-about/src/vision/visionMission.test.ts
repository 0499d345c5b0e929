import { parseVisionMission } from './visionMission';

const valid = {
  title: 'Vision and Mission',
  description: 'Our vision',
  keywords: 'vision',
  intro: 'Intro',
  visionHeading: 'Our Vision',
  vision: 'Music for everyone',
  missionHeading: 'Our Mission',
  missions: [{ title: 'Start well', text: 'Foundations', lessons: ['piano'] }],
};

describe('parseVisionMission', () => {
  it('accepts a valid page', () => {
    expect(parseVisionMission(valid)).toEqual(valid);
  });

  it('rejects a lesson without a page of its own, naming where it is', () => {
    expect(() =>
      parseVisionMission({
        ...valid,
        missions: [{ title: 'A', text: 'B', lessons: ['theory'] }],
      }),
    ).toThrow(
      /missions › entry "[^"]+" › lessons › entry "theory": must be one of piano, violin, guitar, vocal/,
    );
  });

  it('rejects a mission point without lessons and a page without missions', () => {
    expect(() =>
      parseVisionMission({ ...valid, missions: [{ title: 'A', text: 'B', lessons: [] }] }),
    ).toThrow(/names at least one lesson/);
    expect(() => parseVisionMission({ ...valid, missions: [] })).toThrow(
      /needs at least one mission point/,
    );
  });

  it('rejects a missing vision', () => {
    const withoutVision: Record<string, unknown> = { ...valid };
    delete withoutVision.vision;
    expect(() => parseVisionMission(withoutVision)).toThrow(/vision/);
  });
});

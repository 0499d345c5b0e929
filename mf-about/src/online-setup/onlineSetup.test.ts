import { parseSetupPage, sectionFromQuery } from './onlineSetup';

const panel = (section: string, title: string) => ({
  section,
  title,
  intro: 'Intro',
  groups: [{ heading: 'Equipment', tips: ['A stand'] }],
});

const valid = {
  title: 'Set-Up',
  description: 'How to set up',
  keywords: 'setup',
  intro: ['Welcome'],
  panels: [
    panel('piano', 'Online Piano Lesson'),
    panel('guitar', 'Online Guitar / Ukulele Lesson'),
    panel('vocal', 'Online Vocal Lesson'),
  ],
};

describe('sectionFromQuery', () => {
  it('names the panel for piano, guitar and vocal', () => {
    expect(sectionFromQuery('piano')).toBe('piano');
    expect(sectionFromQuery('guitar')).toBe('guitar');
    expect(sectionFromQuery('vocal')).toBe('vocal');
  });

  it('names none for no section, an empty one or an unknown one', () => {
    expect(sectionFromQuery(null)).toBeNull();
    expect(sectionFromQuery('')).toBeNull();
    expect(sectionFromQuery('violin')).toBeNull();
    expect(sectionFromQuery('Piano')).toBeNull();
  });
});

describe('parseSetupPage', () => {
  it('accepts one panel per section', () => {
    expect(parseSetupPage(valid)).toEqual(valid);
  });

  it('rejects a missing section and a repeated one', () => {
    expect(() => parseSetupPage({ ...valid, panels: valid.panels.slice(0, 2) })).toThrow(
      /needs one panel for each section: piano, guitar, vocal/,
    );
    expect(() =>
      parseSetupPage({ ...valid, panels: [...valid.panels, panel('piano', 'Again')] }),
    ).toThrow(/each section has one panel/);
  });

  it('rejects an unknown section and a group without tips', () => {
    expect(() =>
      parseSetupPage({ ...valid, panels: [...valid.panels, panel('drums', 'Drums')] }),
    ).toThrow(/panels › entry "Drums" › section: must be one of piano, guitar, vocal/);
    expect(() =>
      parseSetupPage({
        ...valid,
        panels: [{ ...panel('piano', 'P'), groups: [{ heading: 'E', tips: [] }] }],
      }),
    ).toThrow(/needs at least one tip/);
  });
});

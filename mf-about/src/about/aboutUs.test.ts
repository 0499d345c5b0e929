import { site } from '@harmoni/shared';
import { parseAboutUs } from './aboutUs';

const valid = {
  title: 'About Us',
  description: 'Since {established}',
  keywords: 'about',
  intro: 'Intro',
  image: { src: 'assets/images/about/stage.jpg', alt: 'A stage', width: 1200, height: 600 },
  sections: [
    { heading: 'How we began', paragraphs: ['{principal} founded {brand}.'] },
    {
      heading: 'Concerts',
      paragraphs: ['Every year.'],
      link: { to: '/gallery/photo', label: 'Photos' },
    },
  ],
};

describe('parseAboutUs', () => {
  it('accepts a valid page and fills the school facts', () => {
    const about = parseAboutUs(valid);
    expect(about.description).toBe(`Since ${site.established}`);
    expect(about.sections[0]?.paragraphs[0]).toBe(`${site.principal} founded ${site.brand}.`);
    expect(about.sections[1]?.link).toEqual({ to: '/gallery/photo', label: 'Photos' });
  });

  it('rejects a link that leaves the site', () => {
    const sections = [
      { heading: 'A', paragraphs: ['B'], link: { to: 'https://x.example', label: 'X' } },
    ];
    expect(() => parseAboutUs({ ...valid, sections })).toThrow(/must be a path inside the site/);
    const protocolRelative = [
      { heading: 'A', paragraphs: ['B'], link: { to: '//x.example', label: 'X' } },
    ];
    expect(() => parseAboutUs({ ...valid, sections: protocolRelative })).toThrow(
      /sections › entry "[^"]+" › link › to: must be a path inside the site/,
    );
  });

  it('rejects an image that is not one of ours, or has no size', () => {
    expect(() =>
      parseAboutUs({ ...valid, image: { ...valid.image, src: 'https://x.example/a.jpg' } }),
    ).toThrow(/must be a \.jpg under assets\/images\//);
    expect(() => parseAboutUs({ ...valid, image: { ...valid.image, width: 0 } })).toThrow(
      /image › width: must be more than 0/,
    );
  });

  it('rejects a section without paragraphs', () => {
    expect(() =>
      parseAboutUs({ ...valid, sections: [{ heading: 'Empty', paragraphs: [] }] }),
    ).toThrow(/a section needs a paragraph/);
  });
});

import { site } from '@harmoni/shared';
import { publicFileExists, readPublic } from '../testing/serveContent';
import { parseAboutUs } from './aboutUs';

describe('the About Us content file', () => {
  const raw = readPublic('assets/docs/about/about-us.txt');
  const about = parseAboutUs(JSON.parse(raw));
  const story = about.sections.flatMap((section) => section.paragraphs).join('\n');

  it('says the school was established in the founding year, by the principal', () => {
    expect(story).toContain(
      `established in ${site.established} by our principal, ${site.principal}`,
    );
    expect(about.description).toContain(String(site.established));
  });

  it('tells of concerts, competitions and adapting during the pandemic', () => {
    const headings = about.sections.map(({ heading }) => heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Concerts: a stage for every student',
        'Competitions and examinations',
        'Adapting during the pandemic',
      ]),
    );
    expect(story).toMatch(/concerts/);
    expect(story).toMatch(/competitions/);
    expect(story).toMatch(/pandemic/);
  });

  it('agrees with the lesson length and practice advice of SPEC section 9', () => {
    expect(story).toContain('between 30 and 60 minutes');
    expect(story).toContain('15 to 30 minutes of practice each day');
  });

  it('reads the school facts from the site config instead of repeating them', () => {
    for (const fact of [site.brand, site.principal, String(site.established), site.area]) {
      expect(raw).not.toContain(fact);
    }
  });

  it('links only to pages that exist, and has its image with a WebP beside it', () => {
    const links = about.sections.flatMap((section) => (section.link ? [section.link.to] : []));
    expect(links).toEqual(['/gallery/photo', '/about/exam-boards', '/about/setup-online-lesson']);
    expect(publicFileExists(about.image.src)).toBe(true);
    expect(publicFileExists(about.image.src.replace(/\.jpg$/, '.webp'))).toBe(true);
  });
});

import { site } from '@harmoni/shared';
import { fillSiteFacts, siteFactNames } from './fillSiteFacts';

describe('fillSiteFacts', () => {
  it('fills every known placeholder from the site config', () => {
    expect(fillSiteFacts('{brand} in {area}, {city}, led by {principal}')).toBe(
      `${site.brand} in ${site.area}, ${site.city}, led by ${site.principal}`,
    );
  });

  it('fills a placeholder each time it appears', () => {
    expect(fillSiteFacts('{area} and {area}')).toBe(`${site.area} and ${site.area}`);
  });

  it('leaves unknown placeholders and plain text alone', () => {
    expect(fillSiteFacts('{nothing} here')).toBe('{nothing} here');
    expect(fillSiteFacts('no placeholders')).toBe('no placeholders');
  });

  it('names the facts it knows', () => {
    expect(siteFactNames).toEqual(['brand', 'area', 'city', 'principal']);
  });
});

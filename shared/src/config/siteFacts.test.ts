import { fullAddress, site } from './site';
import { fillSiteFacts, fillSiteFactsDeep, siteFactNames } from './siteFacts';

describe('fillSiteFacts', () => {
  it('fills a placeholder each time it appears', () => {
    expect(fillSiteFacts('{area} and {area}')).toBe(`${site.area} and ${site.area}`);
  });

  it('leaves unknown placeholders and plain text alone', () => {
    expect(fillSiteFacts('{nothing} here')).toBe('{nothing} here');
    expect(fillSiteFacts('no placeholders')).toBe('no placeholders');
  });

  it('fills the principal, founding year and award from the site config', () => {
    expect(fillSiteFacts('{principal} founded {brand} in {established}.')).toBe(
      `${site.principal} founded ${site.brand} in ${site.established}.`,
    );
    expect(fillSiteFacts('{awardName} {awardYear}')).toBe(`${site.award.name} ${site.award.year}`);
  });

  it('fills the address and leaves unknown placeholders as they are', () => {
    expect(fillSiteFacts('{address} {nothing}')).toBe(`${fullAddress()} {nothing}`);
  });

  it('lists every name it fills', () => {
    expect(siteFactNames).toEqual(
      expect.arrayContaining(['brand', 'principal', 'established', 'awardYear', 'awardName']),
    );
  });
});

describe('fillSiteFactsDeep', () => {
  it('fills strings inside objects and arrays and keeps other values', () => {
    const filled = fillSiteFactsDeep({
      title: 'About {brand}',
      year: 2018,
      open: true,
      none: null,
      sections: [{ heading: '{area}', lines: ['{city}', 'plain'] }],
    });
    expect(filled).toEqual({
      title: `About ${site.brand}`,
      year: 2018,
      open: true,
      none: null,
      sections: [{ heading: site.area, lines: [site.city, 'plain'] }],
    });
  });

  it('fills a plain string', () => {
    expect(fillSiteFactsDeep('{brand}')).toBe(site.brand);
  });
});

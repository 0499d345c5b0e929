import { fullAddress, site } from '@harmoni/shared';
import { fillSiteFacts, siteFactNames } from '@harmoni/shared/siteFacts';
import { fillLegalDocument } from './siteFacts';

describe('fillSiteFacts', () => {
  it('replaces the placeholders with the facts from the site config', () => {
    expect(fillSiteFacts('{brand} is at {address}. Write to {email} or call {phone}.')).toBe(
      `${site.brand} is at ${fullAddress()}. Write to ${site.email} or call ${site.phone}.`,
    );
  });

  it('replaces every occurrence', () => {
    expect(fillSiteFacts('{area}, {area}')).toBe(`${site.area}, ${site.area}`);
  });

  it('knows the area, city, state, country and founding year too', () => {
    expect(fillSiteFacts('{area} {city} {state} {country} {established}')).toBe(
      `${site.area} ${site.city} ${site.state} ${site.country} ${site.established}`,
    );
  });

  it('leaves unknown placeholders and plain text untouched', () => {
    expect(fillSiteFacts('{unknown} {constructor} {} text')).toBe(
      '{unknown} {constructor} {} text',
    );
  });

  it('lists the names it fills', () => {
    expect(siteFactNames).toEqual(expect.arrayContaining(['brand', 'address', 'email', 'phone']));
  });
});

describe('fillLegalDocument', () => {
  it('fills the title, description, headings, paragraphs and lists', () => {
    const filled = fillLegalDocument({
      title: '{brand} terms',
      description: 'Terms of {brand}',
      updated: '2026-01-15',
      sections: [
        { heading: 'About {brand}', paragraphs: ['At {address}'], list: ['{email}'] },
        { heading: 'No list', paragraphs: ['{phone}'] },
      ],
    });
    expect(filled).toEqual({
      title: `${site.brand} terms`,
      description: `Terms of ${site.brand}`,
      updated: '2026-01-15',
      sections: [
        { heading: `About ${site.brand}`, paragraphs: [`At ${fullAddress()}`], list: [site.email] },
        { heading: 'No list', paragraphs: [site.phone] },
      ],
    });
  });
});

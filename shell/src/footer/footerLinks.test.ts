import { copyrightLine, lessonLinks, policyLinks, siteLinks } from './footerLinks';

describe('footer links', () => {
  it('lists Home, Gallery, Contact and FAQ', () => {
    expect(siteLinks.map((link) => link.label)).toEqual(['Home', 'Gallery', 'Contact', 'FAQ']);
  });

  it('lists every lesson, with Online going to the online-lesson page', () => {
    expect(lessonLinks.map((link) => link.label)).toEqual([
      'Piano',
      'Violin',
      'Guitar',
      'Vocal',
      'Ukulele',
      'Keyboard',
      'Cello',
      'Online',
    ]);
    expect(lessonLinks.find((link) => link.label === 'Online')?.to).toBe('/lesson/online-lesson');
  });

  it('links the Terms and the Privacy Policy', () => {
    expect(policyLinks.map((link) => link.to)).toEqual(['/terms', '/privacy-policy']);
  });
});

describe('copyrightLine', () => {
  it('carries the current year', () => {
    expect(copyrightLine('Harmoni Music School', new Date(2031, 4, 1))).toBe(
      '© 2031 Harmoni Music School. All rights reserved.',
    );
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '@harmoni/shared';

const logo = (variant: 'white' | 'grey') =>
  readFileSync(
    join(__dirname, '..', '..', 'public', 'assets', 'images', `logo-${variant}.svg`),
    'utf8',
  );

describe.each(['white', 'grey'] as const)('the %s logo', (variant) => {
  it('draws the school’s name as outlines: no text, so no font for the browser to look up', () => {
    expect(logo(variant)).not.toMatch(/<text|font-family/);
    expect(logo(variant).match(/<path /g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('is named for what it shows, at the size the header gives it', () => {
    expect(logo(variant)).toContain(
      `width="180" height="44" viewBox="0 0 180 44" role="img" aria-label="${site.brand}"`,
    );
  });
});

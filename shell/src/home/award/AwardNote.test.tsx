import { site } from '@harmoni/shared';
import { render, screen } from '@testing-library/react';
import { AwardNote } from './AwardNote';

describe('AwardNote', () => {
  it('congratulates the principal on the award, from the site config', () => {
    render(<AwardNote />);
    const note = screen.getByRole('region', { name: `Congratulations, ${site.principal}` });
    expect(note).toHaveTextContent(`${site.award.year} ${site.award.name}`);
    expect(note).toHaveTextContent(`our principal, ${site.principal}`);
    expect(site.award.year).toBe(2023);
  });
});

import { render, screen } from '@testing-library/react';
import { SectionHeading } from './SectionHeading';

describe('SectionHeading', () => {
  it('is an h2 with the id the section is labelled by, and its lead line', () => {
    render(
      <section aria-labelledby="events-title">
        <SectionHeading id="events-title" title="Events" lead="Come and hear our students play." />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Events' });
    expect(heading).toHaveAttribute('id', 'events-title');
    expect(screen.getByRole('region', { name: 'Events' })).toContainElement(heading);
    expect(heading.nextElementSibling).toHaveTextContent('Come and hear our students play.');
    expect(heading.nextElementSibling).toHaveClass('lead');
  });

  it('draws no lead when there is none', () => {
    const { container } = render(<SectionHeading id="quotes-title" title="What Families Say" />);
    expect(container.children).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import FaqPage from './FaqPage';

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

function questionButtons() {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.querySelector('button') as HTMLButtonElement);
}

describe('FaqPage', () => {
  it('lists the 12 questions collapsed, as an accordion under the page heading', async () => {
    const fetchMock = serveContent();
    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3999/assets/docs/faq.txt');
    const buttons = questionButtons();
    expect(buttons).toHaveLength(12);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(
      `Frequently Asked Questions | ${site.brand} - Music School in ${site.area}`,
    );
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    serveContent();
    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    const ages = await screen.findByRole('button', {
      name: 'What is the best age to start music lessons?',
    });
    await user.click(ages);
    expect(ages).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/guitar from 7/)).toBeVisible();

    const trial = screen.getByRole('button', { name: 'Do you offer a free trial lesson?' });
    await user.click(trial);
    expect(trial).toHaveAttribute('aria-expanded', 'true');
    expect(ages).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/guitar from 7/)).not.toBeVisible();
    expect(screen.getByText(/commitment fee of RM50/)).toBeVisible();
  });
});

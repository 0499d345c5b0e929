import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site, useContentStore } from '@harmoni/shared';
import { panelOpen, panelSummaries, panelSummary } from '@harmoni/shared/testing/accordionQueries';
import { serveContent } from '../testing/serveContent';
import FaqPage from './FaqPage';

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

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
    const questions = panelSummaries();
    expect(questions).toHaveLength(12);
    for (const question of questions) {
      expect(question.querySelector('h2')).toBeInTheDocument();
      expect(panelOpen(question)).toBe(false);
    }
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
    await screen.findByRole('heading', { name: 'What is the best age to start music lessons?' });
    const ages = panelSummary('What is the best age to start music lessons?');
    await user.click(ages);
    expect(panelOpen(ages)).toBe(true);
    expect(screen.getByText(/guitar from 7/)).toBeVisible();

    const trial = panelSummary('Do you offer a free trial lesson?');
    await user.click(trial);
    expect(panelOpen(trial)).toBe(true);
    expect(panelOpen(ages)).toBe(false);
    expect(screen.getByText(/guitar from 7/)).not.toBeVisible();
    expect(screen.getByText(/commitment fee of RM50/)).toBeVisible();
  });
});

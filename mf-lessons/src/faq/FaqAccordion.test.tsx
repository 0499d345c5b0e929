import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  panelOpen,
  panelSummaries,
  panelSummary as question,
} from '@harmoni/shared/testing/accordionQueries';
import { FaqAccordion } from './FaqAccordion';

const age = { q: 'What age can my child start?', a: 'From 4-5 years old.' };
const practice = { q: 'How long should my child practise?', a: '15-30 minutes daily.' };
const length = { q: 'How long is each lesson?', a: 'Lessons last 30-60 minutes.' };
const faqs = [age, practice, length];

describe('FaqAccordion', () => {
  it('starts with every answer hidden, each question a summary that says so', () => {
    render(<FaqAccordion faqs={faqs} />);
    expect(panelSummaries()).toHaveLength(3);
    for (const faq of faqs) {
      expect(panelOpen(question(faq.q))).toBe(false);
      expect(screen.getByText(faq.a)).not.toBeVisible();
    }
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      faqs.map((faq) => faq.q),
    );
  });

  it('opens an answer on click, in the panel the question controls, and closes it again', async () => {
    render(<FaqAccordion faqs={faqs} />);
    const summary = question(practice.q);
    await userEvent.click(summary);
    expect(panelOpen(summary)).toBe(true);
    const panel = document.getElementById(summary.getAttribute('aria-controls') ?? '');
    expect(panel).toBe(screen.getByRole('region', { name: practice.q }));
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('15-30 minutes daily.');

    await userEvent.click(summary);
    expect(panelOpen(summary)).toBe(false);
    expect(screen.getByText('15-30 minutes daily.')).not.toBeVisible();
  });

  it('lets several answers stay open', async () => {
    render(<FaqAccordion faqs={faqs} />);
    await userEvent.click(question(age.q));
    await userEvent.click(question(length.q));
    expect(screen.getByText('From 4-5 years old.')).toBeVisible();
    expect(screen.getByText('Lessons last 30-60 minutes.')).toBeVisible();
    expect(screen.getByText('15-30 minutes daily.')).not.toBeVisible();
  });

  it('moves between questions with the arrows, Home and End', async () => {
    render(<FaqAccordion faqs={faqs} />);
    question(age.q).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question(practice.q)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(question(length.q)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question(age.q)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(question(length.q)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(question(age.q)).toHaveFocus();
  });

  it('gives two accordions on one page distinct ids, from the ids they are given', () => {
    render(
      <>
        <FaqAccordion faqs={faqs} />
        <FaqAccordion faqs={faqs} id="second-faq" />
      </>,
    );
    const ids = panelSummaries().map((summary) => summary.getAttribute('aria-controls'));
    expect(new Set(ids).size).toBe(6);
  });
});

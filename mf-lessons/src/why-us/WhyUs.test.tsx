import { site, useContentStore } from '@harmoni/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeContent, whyUsUrl } from '../testing/fakeContent';
import { whyUsFixture } from '../testing/fixtures';
import WhyUs from './WhyUs';

function renderWhyUs() {
  return render(
    <MemoryRouter>
      <WhyUs />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('WhyUs', () => {
  it('shows the six reasons with the school facts filled in', async () => {
    global.fetch = fakeContent({ [whyUsUrl]: whyUsFixture });
    renderWhyUs();
    const block = await screen.findByRole('region', { name: 'Why Us' });
    expect(
      within(block)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Designed for you', 'Teachers', 'Environment', 'Showcase', 'Assessment', 'Cover']);
    expect(block).toHaveTextContent(`Families choose ${site.brand}.`);
    expect(block).toHaveTextContent(`Bright studios in ${site.area}.`);
  });

  it('notes under Cover that terms apply, linking to the Terms and Conditions', async () => {
    global.fetch = fakeContent({ [whyUsUrl]: whyUsFixture });
    renderWhyUs();
    const terms = await screen.findByRole('link', { name: 'Terms apply' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms.closest('li')).toHaveTextContent(/^Cover/);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows a message with Retry when the file cannot be loaded, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = fakeContent({ [whyUsUrl]: { status: 503 } });
    renderWhyUs();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this part of the page cannot be shown right now.',
    );
    expect(screen.getByRole('region', { name: 'Why Us' })).toBeInTheDocument();

    global.fetch = fakeContent({ [whyUsUrl]: whyUsFixture });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Cover' })).toBeInTheDocument();
  });
});

import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fullAddress, site, useContentStore } from '@harmoni/shared';
import type { LegalDocument } from './legalDocument';
import { longDate } from '@harmoni/shared/dateText';
import { LegalPage } from './LegalPage';
import TermsPage from './TermsPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';

const termsUrl = 'http://localhost:3999/assets/docs/legal/terms.txt';
const privacyUrl = 'http://localhost:3999/assets/docs/legal/privacy-policy.txt';

const doc: LegalDocument = {
  title: 'Terms and Conditions',
  description: 'The terms of {brand} in {area}.',
  updated: '2026-01-15',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: ['These terms apply to {brand} at {address}.', 'Please read them carefully.'],
    },
    {
      heading: 'Commitment fee',
      paragraphs: ['We ask for a commitment fee of RM50 per programme.'],
      list: ['Forfeited on a no-show.', 'Credited against the registration fee.'],
    },
    {
      heading: 'Contact us',
      paragraphs: ['Write to {email} or call {phone}.'],
    },
  ],
};

function respondWith(body: string, status = 200) {
  const response = { ok: status < 400, status, text: () => Promise.resolve(body) };
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(response as Response),
  );
}

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

beforeEach(() => {
  useContentStore.setState({ entries: {} });
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LegalPage', () => {
  it('renders the title, date, headings, paragraphs and list of the document', async () => {
    const fetchMock = respondWith(JSON.stringify(doc));
    global.fetch = fetchMock;
    renderPage(<LegalPage file="terms" />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(termsUrl);

    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: Jan 15, 2026');
    expect(screen.getByText('Jan 15, 2026')).toHaveAttribute('datetime', '2026-01-15');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About these terms',
      'Commitment fee',
      'Contact us',
    ]);
    expect(screen.getByText('Please read them carefully.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Commitment fee' })).toHaveTextContent(
      'We ask for a commitment fee of RM50 per programme.',
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Forfeited on a no-show.',
      'Credited against the registration fee.',
    ]);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  it('fills the school facts from the site config', async () => {
    global.fetch = respondWith(JSON.stringify(doc));
    renderPage(<LegalPage file="terms" />);

    expect(
      await screen.findByText(`These terms apply to ${site.brand} at ${fullAddress()}.`),
    ).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(contact).toHaveTextContent(`Write to ${site.email} or call ${site.phone}.`);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('sets the page title and description once loaded, and the plain title while loading', async () => {
    global.fetch = respondWith(JSON.stringify(doc));
    renderPage(<LegalPage file="terms" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading Terms and Conditions');
    expect(document.title).toBe(
      'Terms and Conditions | Harmoni Music School - Music School in Setia Alam',
    );

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(
      'Terms and Conditions | Harmoni Music School - Music School in Setia Alam',
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `The terms of ${site.brand} in ${site.area}.`,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a notice with Retry when the file fails, and recovers after Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = respondWith('Server error', 500);
    renderPage(<LegalPage file="terms" />);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sorry, this page could not be loaded.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();

    const fetchMock = respondWith(JSON.stringify(doc));
    global.fetch = fetchMock;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(termsUrl, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the notice for a file of the wrong shape', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = respondWith(JSON.stringify({ title: 'Terms and Conditions' }));
    renderPage(<LegalPage file="terms" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this page could not be loaded.',
    );
    expect(console.error).toHaveBeenCalled();
  });
});

describe('the exposed pages', () => {
  it('TermsPage shows the terms file', async () => {
    const fetchMock = respondWith(JSON.stringify(doc));
    global.fetch = fetchMock;
    renderPage(<TermsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(termsUrl);
  });

  it('PrivacyPolicyPage shows the privacy policy file', async () => {
    const privacy = { ...doc, title: 'Privacy Policy', description: 'Privacy at {brand}.' };
    const fetchMock = respondWith(JSON.stringify(privacy));
    global.fetch = fetchMock;
    renderPage(<PrivacyPolicyPage />);
    expect(document.title).toBe(
      'Privacy Policy | Harmoni Music School - Music School in Setia Alam',
    );
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(privacyUrl);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        `Privacy at ${site.brand}.`,
      ),
    );
  });
});

describe('the Last updated date (longDate)', () => {
  it('formats an ISO date as en-US short month, two-digit day and year', () => {
    expect(longDate('2026-01-15')).toBe('Jan 15, 2026');
    expect(longDate('2025-12-05')).toBe('Dec 05, 2025');
  });
});

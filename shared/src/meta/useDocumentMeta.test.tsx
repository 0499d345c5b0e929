import { render } from '@testing-library/react';
import { pageKeywords, pageTitle } from './pageTitle';
import { useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

function Page(meta: DocumentMeta) {
  useDocumentMeta(meta);
  return null;
}

describe('pageTitle', () => {
  it('follows the site title form', () => {
    expect(pageTitle('Piano Lessons')).toBe(
      'Piano Lessons | Harmoni Music School - Music School in Setia Alam',
    );
  });
});

describe('pageKeywords', () => {
  it('names the school, the area and the city by default', () => {
    const keywords = pageKeywords();
    expect(keywords).toContain('Harmoni Music School');
    expect(keywords).toContain('Setia Alam');
    expect(keywords).toContain('Shah Alam');
  });

  it('puts page keywords first', () => {
    expect(pageKeywords('violin, strings').startsWith('violin, strings, ')).toBe(true);
  });
});

describe('useDocumentMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title, description and keywords of the page', () => {
    render(<Page title="About Us" description="Our story" keywords="history" />);
    expect(document.title).toBe('About Us | Harmoni Music School - Music School in Setia Alam');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Our story',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      /^history, Harmoni Music School/,
    );
  });

  it('updates existing tags instead of adding new ones', () => {
    const { rerender } = render(<Page title="One" description="First" />);
    rerender(<Page title="Two" description="Second" />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Second',
    );
    expect(document.title).toMatch(/^Two \|/);
  });
});

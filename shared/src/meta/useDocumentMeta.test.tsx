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

describe('useDocumentMeta link preview tags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content');

  it('sets the canonical URL, Open Graph and Twitter tags of the page', () => {
    window.history.replaceState(null, '', '/about/faq?x=1');
    render(<Page title="FAQ" description="Questions" />);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/about/faq`,
    );
    expect(content('meta[property="og:title"]')).toBe(
      'FAQ | Harmoni Music School - Music School in Setia Alam',
    );
    expect(content('meta[property="og:description"]')).toBe('Questions');
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/about/faq`);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[name="twitter:title"]')).toMatch(/^FAQ \|/);
    expect(content('meta[name="twitter:description"]')).toBe('Questions');
  });

  it("keeps the site's public origin from the server's canonical link", () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://www.harmoni.example/">' +
      '<script type="application/ld+json" data-page="/">{}</script>';
    window.history.replaceState(null, '', '/about/article/theory-basics');
    render(<Page title="Theory" type="article" />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.harmoni.example/about/article/theory-basics',
    );
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe(
      'https://www.harmoni.example/assets/images/link-preview.jpg',
    );
    // the first page's structured data does not describe this one
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

import { site } from '@harmoni/shared';
import { publicFileExists, readPublic } from '../testing/serveContent';
import { parseArticleDirectory } from './articleDirectory';
import { parseArticlesPage } from './articlesPage';
import { articleInstrument, articleTitle } from '@harmoni/shared/pageHead';
import { sanitizeArticle } from './sanitizeArticle';

const rawDirectory = readPublic('assets/docs/articles/directory.json');
const entries = parseArticleDirectory(JSON.parse(rawDirectory));
const bodyFile = (entry: (typeof entries)[number]) =>
  `assets/docs/articles/content/${entry.specified_article ?? entry.id}.html`;

describe('the article directory', () => {
  it('lists at least six articles', () => {
    expect(entries.length).toBeGreaterThanOrEqual(6);
  });

  it('covers every title rule', () => {
    const specified = entries.filter((entry) => entry.specified_title);
    const learnToPlay = entries.filter(
      (entry) => entry.id.includes('learn-to-play-') && !entry.specified_title,
    );
    const derived = entries.filter(
      (entry) => !entry.id.includes('learn-to-play-') && !entry.specified_title,
    );
    expect(specified.length).toBeGreaterThan(0);
    expect(derived.length).toBeGreaterThan(0);
    // Malay spellings go through the derivation
    expect(learnToPlay.map(articleTitle)).toEqual(
      expect.arrayContaining(['Learn Piano', 'Learn Guitar', 'Learn Violin']),
    );
    expect(learnToPlay.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['learn-to-play-gitar', 'learn-to-play-biola']),
    );
    // a specified title wins over the learn-to-play rule
    expect(
      entries.some((entry) => entry.id.includes('learn-to-play-') && entry.specified_title),
    ).toBe(true);
  });

  it('has an article whose content file is named by specified_article', () => {
    const renamed = entries.filter((entry) => entry.specified_article);
    expect(renamed.length).toBeGreaterThan(0);
    for (const entry of renamed) expect(publicFileExists(bodyFile(entry))).toBe(true);
  });

  it('has an article with all three meta fields', () => {
    expect(
      entries.some((entry) => entry.meta_title && entry.meta_description && entry.meta_keywords),
    ).toBe(true);
  });

  it('leads to several classes on the contact page', () => {
    const classes = new Set(entries.map(({ id }) => articleInstrument(id)));
    expect(classes).toEqual(new Set(['piano', 'guitar', 'violin', 'vocal', 'theory', 'ukulele']));
  });

  it('never hard-codes the school facts', () => {
    expect(rawDirectory).not.toContain(site.brand);
    expect(rawDirectory).not.toContain(site.area);
  });
});

describe.each(entries.map((entry) => [entry.id, entry] as const))('the article %s', (_, entry) => {
  const html = readPublic(bodyFile(entry));

  it('has a content file that the sanitizer leaves as it is written', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(sanitizeArticle(html)).toBe(container.innerHTML);
  });

  it('has headings and a list, and images that exist with alt text and a WebP beside them', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('h2')).not.toBeNull();
    expect(container.querySelector('ul, ol')).not.toBeNull();
    // the page has the title as its h1
    expect(container.querySelector('h1')).toBeNull();
    for (const image of container.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? '';
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(image.getAttribute('width')).toBeTruthy();
      expect(publicFileExists(src)).toBe(true);
      expect(publicFileExists(src.replace(/\.jpg$/, '.webp'))).toBe(true);
    }
  });

  it('links only inside the site, to pages that exist', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(
        /^\/(lesson\/(piano|violin|guitar|vocal|ukulele|keyboard|cello)|contact|about\/exam-boards)$/,
      );
    }
  });

  it('agrees with SPEC section 9 on practice and ages', () => {
    if (/practi[sc]e/.test(html) && /minutes/.test(html)) expect(html).toMatch(/15 to 30 minutes/);
    if (entry.id === 'learn-to-play-gitar') expect(html).toContain('7 years old');
    if (entry.id === 'learn-to-play-piano') expect(html).toContain('4 to 5 years old');
    if (entry.id === 'learn-to-play-ukulele') expect(html).toContain('5 to 6 years old');
    if (entry.id === 'singing-lessons-for-children') expect(html).toContain('6 to 8 years old');
  });
});

describe('the article list page text', () => {
  it('parses and never names the school itself', () => {
    const raw = readPublic('assets/docs/articles/articles-page.txt');
    expect(parseArticlesPage(JSON.parse(raw)).title).toBe('Articles');
    expect(raw).not.toContain(site.brand);
  });
});

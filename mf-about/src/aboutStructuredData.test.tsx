/** @jest-environment node */
// On the shell's server: no page, so an article is cleaned in jsdom's window.
jest.mock('./articles/articleWindow', () => jest.requireActual('./articles/articleWindow.server'));

import type { ReactNode } from 'react';
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { asNode, asNodes, missingProperties } from '@harmoni/shared/testing/richResults';
import { serverPageFacts } from '@harmoni/shared/testing/serverPageFacts';
import {
  describedAs,
  shownDocument,
  shownFaqs,
  shownText,
} from '@harmoni/shared/testing/shownDocument';
import { join } from 'node:path';
import AboutPage from './about/AboutPage';
import ArticleListPage from './articles/ArticleListPage';
import ArticlePage from './articles/ArticlePage';
import ExamBoardsPage from './exam-boards/ExamBoardsPage';
import FaqPage from './faq/FaqPage';
import PrivacyPolicyPage from './legal/PrivacyPolicyPage';
import TermsPage from './legal/TermsPage';
import SetupOnlineLessonPage from './online-setup/SetupOnlineLessonPage';
import VisionMissionPage from './vision/VisionMissionPage';

// The about remote's pages as the shell's server answers them: what they describe is shown.
const read = publicFolderReader(join(__dirname, '../public'));
const site = 'https://harmoni.example';

async function drawn(page: ReactNode, url: string, route = url) {
  const { html, page: answer } = await serverPageFacts(page, { url, route, read });
  return { document: shownDocument(html), jsonLd: answer.jsonLd };
}

describe('the FAQ page', () => {
  it('answers, as an FAQPage, exactly the questions its accordion shows', async () => {
    const { document, jsonLd } = await drawn(<FaqPage />, '/about/faq');
    const faqPage = describedAs(jsonLd, 'FAQPage');
    expect(faqPage && missingProperties('FAQPage', faqPage)).toEqual([]);
    const questions = asNodes(faqPage?.mainEntity);
    for (const question of questions) {
      expect(missingProperties('Question', question)).toEqual([]);
      expect(missingProperties('Answer', question.acceptedAnswer)).toEqual([]);
    }
    const shown = shownFaqs(document);
    expect(shown).toHaveLength(12);
    expect(
      questions.map((question) => ({ q: question.name, a: asNode(question.acceptedAnswer).text })),
    ).toEqual(shown);
  });
});

describe.each([
  [<AboutPage key="about" />, '/about', []],
  [<VisionMissionPage key="vision" />, '/about/vision-and-mission', ['About Us']],
  [<ArticleListPage key="articles" />, '/about/article', ['About Us']],
  [<ExamBoardsPage key="boards" />, '/about/exam-boards', ['About Us']],
  [<FaqPage key="faq" />, '/about/faq', ['About Us']],
  [<SetupOnlineLessonPage key="setup" />, '/about/setup-online-lesson', ['About Us']],
  [<TermsPage key="terms" />, '/terms', []],
  [<PrivacyPolicyPage key="privacy" />, '/privacy-policy', []],
])('%#: %s', (page, url, above) => {
  it('sits below Home and the pages above it, by the title it shows', async () => {
    const { document, jsonLd } = await drawn(page, url);
    const list = describedAs(jsonLd, 'BreadcrumbList');
    expect(list && missingProperties('BreadcrumbList', list)).toEqual([]);
    const names = asNodes(list?.itemListElement).map((item) => item.name);
    expect(names).toEqual(['Home', ...above, shownText(document.querySelector('h1'))]);
  });
});

describe('an article', () => {
  it('sits below the article list, which its All Articles link leads back to', async () => {
    const { document, jsonLd } = await drawn(
      <ArticlePage />,
      '/about/article/learn-to-play-piano',
      '/about/article/:article',
    );
    const items = asNodes(describedAs(jsonLd, 'BreadcrumbList')?.itemListElement);
    const back = [...document.querySelectorAll('a')].find((a) => shownText(a) === 'All Articles');
    expect(items.at(-2)).toMatchObject({
      name: 'Articles',
      item: `${site}${back?.getAttribute('href')}`,
    });
    // named by its heading, though its title (and headline) says more
    expect(describedAs(jsonLd, 'Article')?.headline).toMatch(/^Learn Piano in .+: Where to Start$/);
    expect(items.map((item) => item.name)).toEqual([
      'Home',
      'About Us',
      'Articles',
      shownText(document.querySelector('h1')),
    ]);
    expect(items.at(-1)?.name).toBe('Learn Piano');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { expectPanelOpen, panelSummaries, panelSummary } from '../support/accordion';
import { openHeaderMenu } from '../support/menus';
import { waitForHydratedMain } from '../support/hydration';

interface LessonPageCase {
  link: string;
  title: string;
  /** the class Get Started preselects */
  instrument: string;
  /** a phrase of the description */
  description: string;
  heroAlt: RegExp;
  /** starting age the FAQ gives, when the page has an FAQ */
  faq?: { question: string; answer: string } | undefined;
}

const lessons: LessonPageCase[] = [
  {
    link: 'piano',
    title: 'Piano Lessons',
    instrument: 'Piano',
    description: 'Piano is where many musicians begin',
    heroAlt: /grand piano/,
    faq: { question: 'What is the best age to start piano lessons?', answer: '4-5 years old' },
  },
  {
    link: 'violin',
    title: 'Violin Lessons',
    instrument: 'Violin',
    description: 'one of the most expressive voices in music',
    heroAlt: /violin/,
    faq: { question: 'How long should my child practise?', answer: '15-30 minutes daily' },
  },
  {
    link: 'guitar',
    title: 'Guitar Lessons',
    instrument: 'Guitar',
    description: 'start with the songs students want to play',
    heroAlt: /guitar/,
    faq: { question: 'What age can my child start guitar lessons?', answer: '6-7 years old' },
  },
  {
    link: 'vocal',
    title: 'Vocal Lessons',
    instrument: 'Vocal',
    description: 'sing with a healthy, confident voice',
    heroAlt: /microphone/,
    faq: { question: 'What age can my child start vocal lessons?', answer: '6-8 years old' },
  },
  {
    link: 'ukulele',
    title: 'Ukulele Lessons',
    instrument: 'Ukulele',
    description: 'light, friendly and quick to reward',
    heroAlt: /ukulele/,
    faq: { question: 'What age can my child start ukulele lessons?', answer: '5-6 years old' },
  },
  {
    link: 'keyboard',
    title: 'Keyboard Lessons',
    instrument: 'Keyboard',
    description: 'modern electronic keyboard',
    heroAlt: /keyboard/,
  },
  {
    link: 'cello',
    title: 'Cello Lessons',
    instrument: 'Cello',
    description: 'deep, warm tone',
    heroAlt: /cello/,
  },
  {
    link: 'online-lesson',
    title: 'Online Lessons',
    instrument: 'Online Lesson',
    description: 'Online lessons bring our teachers to you',
    heroAlt: /laptop/,
    faq: { question: 'How long is an online lesson?', answer: '30-60 minutes' },
  },
];

for (const lesson of lessons) {
  test(`the ${lesson.link} page shows its hero, description, Get Started and FAQ`, async ({
    page,
  }) => {
    await page.goto(`/lesson/${lesson.link}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page).toHaveTitle(
      `${lesson.title} | Harmoni Music School - Music School in Setia Alam`,
    );

    const hero = page.getByTestId('lesson-hero').getByRole('img', { name: lesson.heroAlt });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1600);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`/assets/images/lesson/hero/${lesson.link}\\.webp$`),
    );

    await expect(page.getByRole('main')).toContainText(lesson.description);

    const getStarted = page.getByRole('main').getByRole('link', { name: 'Get Started' });
    const target = new URL((await getStarted.getAttribute('href')) ?? '', page.url());
    expect(target.pathname).toBe('/contact');
    expect(target.searchParams.get('instrument')).toBe(lesson.instrument);

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    if (lesson.faq) {
      const question = panelSummary(faq, lesson.faq.question);
      await expectPanelOpen(question, false);
      await question.click();
      await expectPanelOpen(question);
      await expect(faq.getByRole('region', { name: lesson.faq.question })).toContainText(
        lesson.faq.answer,
      );
    } else {
      await expect(page.getByRole('region', { name: 'Why Us' })).toBeVisible();
      await expect(faq).toHaveCount(0);
    }

    await expect(
      page.getByRole('region', { name: 'Why Us' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
  });
}

test('lesson pages have no accessibility violations, with an answer open', async ({ page }) => {
  for (const link of ['piano', 'online-lesson', 'cello']) {
    await page.goto(`/lesson/${link}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why Us' }).getByRole('listitem')).toHaveCount(6);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    if (await faq.count()) await panelSummaries(faq).first().click();
    expect((await new AxeBuilder({ page }).analyze()).violations, link).toEqual([]);
  }
});

test('the FAQ accordion works from the keyboard', async ({ page }) => {
  await page.goto('/lesson/piano');
  await waitForHydratedMain(page);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = panelSummaries(faq);
  const first = questions.first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expectPanelOpen(first);
  await expect(faq.getByText('4-5 years old')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expectPanelOpen(questions.nth(1));
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
});

test('Get Started takes the visitor to the contact page with the class chosen', async ({
  page,
}) => {
  await page.goto('/lesson/online-lesson');
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/contact\?instrument=Online(\+|%20)Lesson$/);
});

test('the online lesson page links to the set-up guide for piano, guitar and vocal', async ({
  page,
}) => {
  await page.goto('/lesson/online-lesson');
  const setUp = page.getByRole('region', { name: 'Getting set up' });
  await expect(setUp.getByRole('link')).toHaveCount(3);
  for (const section of ['piano', 'guitar', 'vocal']) {
    await expect(setUp.getByRole('link', { name: new RegExp(section) })).toHaveAttribute(
      'href',
      `/about/setup-online-lesson?section=${section}`,
    );
  }
  await setUp.getByRole('link', { name: /piano/ }).click();
  await expect(page).toHaveURL('/about/setup-online-lesson?section=piano');
});

test('other lesson pages have no set-up guide links', async ({ page }) => {
  await page.goto('/lesson/guitar');
  await expect(page.getByRole('heading', { level: 1, name: 'Guitar Lessons' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting set up' })).toHaveCount(0);
});

for (const unknown of ['drums', 'theory']) {
  test(`/lesson/${unknown} has no page: the not-found page shows`, async ({ page }) => {
    await page.goto(`/lesson/${unknown}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(
      'Page Not Found | Harmoni Music School - Music School in Setia Alam',
    );
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}

test('the header menu opens lesson pages; the lesson list comes with the page, never fetched', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/assets/docs/lesson.txt')) {
      requests.push(request.url());
    }
  });
  await page.goto('/lesson/cello');
  await expect(page.getByRole('heading', { level: 1, name: 'Cello Lessons' })).toBeVisible();
  const menu = await openHeaderMenu(page, 'Lesson');
  await menu.getByRole('link', { name: 'Ukulele' }).click();
  await expect(page).toHaveURL('/lesson/ukulele');
  await expect(page.getByRole('heading', { level: 1, name: 'Ukulele Lessons' })).toBeVisible();
  // the server read it to draw the page and sent it along: the page and the menu both use that
  expect(requests).toEqual([]);
});

import { expect, test } from '../support/test';
import {
  expectArrowDownOpensNext,
  expectPanelOpen,
  openPanelSummaries,
  panelSummaries,
  panelSummary,
} from '../support/accordion';
import {
  aboutMenuPages,
  answerThirdPartyLocally,
  closeDialogsWhenOpen,
  consoleErrors,
  expectImageLoaded,
  metaContent,
  navigateInApp,
} from '../support/about';
import { dismissAwardModal, revealHomeSection } from '../support/home';
import { openHeaderMenu } from '../support/menus';

const titleOf = (title: string) => `${title} | Harmoni Music School - Music School in Setia Alam`;

test.beforeEach(async ({ page }) => {
  await answerThirdPartyLocally(page);
});

test.describe('about pages', () => {
  test('About Us tells how the school began, its concerts, competitions and the pandemic', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(main).toContainText('was established in 2018 by our principal, Ms. Lim Mei Ling');
    for (const heading of [
      'Concerts: a stage for every student',
      'Competitions and examinations',
      'Adapting during the pandemic',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expectImageLoaded(page, 'main img[alt*="student concert"]');
    await expect(page).toHaveTitle(titleOf('About Us'));
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('Vision and Mission: a vision and five mission points linking to lesson pages', async ({
    page,
  }) => {
    await page.goto('/about/vision-and-mission');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Vision and Mission' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Our Vision' })).toBeVisible();
    const mission = main.getByRole('region', { name: 'Our Mission' });
    await expect(mission.getByRole('heading', { level: 3 })).toHaveCount(5);
    const hrefs = await mission
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(
      new Set(['/lesson/piano', '/lesson/violin', '/lesson/guitar', '/lesson/vocal']),
    );
    await mission.getByRole('link', { name: 'Violin lessons' }).first().click();
    await expect(page).toHaveURL('/lesson/violin');
  });

  test('Exam boards: three boards, each with its badge and description', async ({ page }) => {
    await page.goto('/about/exam-boards');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Exam Boards' })).toBeVisible();
    const boards = main.getByRole('article');
    await expect(boards).toHaveCount(3);
    for (const name of ['ABRSM', 'Trinity College London', 'RSL Awards (Rockschool)']) {
      const board = main.getByRole('article', { name });
      await board.scrollIntoViewIfNeeded();
      await expect(board.getByRole('img', { name: /^Our drawing of a badge/ })).toBeVisible();
      await expect(board).toContainText('We prepare students for:');
    }
    await expectImageLoaded(page, 'main article img');
    await expect(page).toHaveTitle(titleOf('Exam Boards'));
  });

  test('FAQ: 12 questions in an accordion, one open at a time, usable by keyboard', async ({
    page,
  }) => {
    await page.goto('/about/faq');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    const questions = panelSummaries(main);
    await expect(questions).toHaveCount(12);
    await expect(main.locator('details > summary > h2')).toHaveCount(12);

    const ages = panelSummary(main, 'What is the best age to start music lessons?');
    await ages.click();
    await expectPanelOpen(ages);
    await expect(main.getByText(/and guitar from 7/)).toBeVisible();

    await expectArrowDownOpensNext(
      page,
      ages,
      panelSummary(main, 'Do you offer a free trial lesson?'),
    );
    await expect(main.getByText(/and guitar from 7/)).toBeHidden();
    await expect(openPanelSummaries(main)).toHaveCount(1);
  });
});

test.describe('online lesson set-up', () => {
  const panels = {
    piano: 'Online Piano Lesson',
    guitar: 'Online Guitar / Ukulele Lesson',
    vocal: 'Online Vocal Lesson',
  } as const;

  for (const [section, title] of Object.entries(panels)) {
    test(`?section=${section} opens ${title} and only that panel`, async ({ page }) => {
      await page.goto(`/about/setup-online-lesson?section=${section}`);
      const main = page.getByRole('main');
      await expectPanelOpen(panelSummary(main, title));
      await expect(main.getByRole('region', { name: title })).toContainText('Camera placement');
      await expect(openPanelSummaries(main)).toHaveCount(1);
    });
  }

  test('no section or an unknown one leaves every panel collapsed', async ({ page }) => {
    for (const query of ['', '?section=drums']) {
      await page.goto(`/about/setup-online-lesson${query}`);
      const main = page.getByRole('main');
      await expect(panelSummary(main, panels.piano)).toBeVisible();
      await expect(panelSummaries(main)).toHaveCount(3);
      await expect(openPanelSummaries(main)).toHaveCount(0);
    }
  });

  test('one panel at a time, and a new query while on the page opens its panel', async ({
    page,
  }) => {
    await page.goto('/about/setup-online-lesson?section=piano');
    const main = page.getByRole('main');
    const piano = panelSummary(main, panels.piano);
    const guitar = panelSummary(main, panels.guitar);
    const vocal = panelSummary(main, panels.vocal);
    await expectPanelOpen(piano);

    await guitar.click();
    await expectPanelOpen(guitar);
    await expectPanelOpen(piano, false);

    await navigateInApp(page, '/about/setup-online-lesson?section=vocal');
    await expectPanelOpen(vocal);
    await expectPanelOpen(guitar, false);

    await page.goBack();
    await expect(page).toHaveURL('/about/setup-online-lesson?section=piano');
    await expectPanelOpen(piano);
    await expect(openPanelSummaries(main)).toHaveCount(1);
  });
});

test.describe('articles', () => {
  test('the list shows dated cards, newest first, with Read More links', async ({ page }) => {
    await page.goto('/about/article');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(7);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Ukulele: The Happiest First Instrument',
      'Music Theory Made Simple',
      'Singing Lessons for Children: Finding a Confident Voice',
      'How Long Should My Child Practise',
      'Learn Violin',
      'Learn Guitar',
      'Learn Piano',
    ]);
    await expect(cards.locator('time')).toHaveText([
      'Nov 03, 2025',
      'Aug 08, 2025',
      'May 20, 2025',
      'Feb 14, 2025',
      'Sep 10, 2024',
      'Jun 18, 2024',
      'Mar 05, 2024',
    ]);
    await expect(main.getByRole('link', { name: 'Read More about Learn Guitar' })).toHaveAttribute(
      'href',
      '/about/article/learn-to-play-gitar',
    );
    await expect(page).toHaveTitle(titleOf('Articles'));
  });

  test('Read More opens the article with its title, meta and Get Started for its class', async ({
    page,
  }) => {
    await page.goto('/about/article');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Read More about Learn Piano' }).click();
    await expect(page).toHaveURL('/about/article/learn-to-play-piano');
    await expect(main.getByRole('heading', { level: 1, name: 'Learn Piano' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Practising at home' })).toBeVisible();
    await expect(main.getByText('Mar 05, 2024')).toBeVisible();
    await expectImageLoaded(page, 'main article img');

    await expect(page).toHaveTitle(titleOf('Learn Piano in Setia Alam: Where to Start'));
    expect(await metaContent(page, 'description')).toBe(
      'Thinking about piano lessons for your child or yourself? When to start, what a first lesson looks like and how to practise, from the teachers of Harmoni Music School.',
    );
    expect(await metaContent(page, 'keywords')).toMatch(
      /^learn piano, piano lessons for kids, piano lessons Setia Alam, beginner piano, /,
    );
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=piano',
    );

    // a link in the article body stays in the app
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await main.getByRole('link', { name: 'piano lessons' }).click();
    await expect(page).toHaveURL('/lesson/piano');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('a Malay spelling leads to the right class, and specified_article is read', async ({
    page,
  }) => {
    await page.goto('/about/article/learn-to-play-biola');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Learn Violin' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=violin',
    );
    await expect(page).toHaveTitle(titleOf('Learn Violin'));

    // its entry names another file: the server draws the page from that file's text
    await page.goto('/about/article/music-theory-made-simple');
    await expect(main.getByText('it is simply the grammar of music')).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Music Theory Made Simple' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact?instrument=theory',
    );
  });

  test('an unknown id reached from the list goes back to the list', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/about/article');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(7);

    await navigateInApp(page, '/about/article/nope');
    await expect(page).toHaveURL('/about/article');
    await expect(main.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    expect(errors).toContain('Article "nope" is not in the article directory');
    await expect(main.getByRole('alert')).toHaveCount(0);
    // it went back to the first entry of the visit, rather than adding a new one
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(
      0,
    );
  });

  test('an unknown id visited directly, with nothing to go back to, lands on the list', async ({
    page,
  }) => {
    await page.goto('/about/article/no-such-article');
    await expect(page).toHaveURL('/about/article');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Articles' }),
    ).toBeVisible();
  });

  test('a failed content fetch logs the error and goes back', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route('**/assets/docs/articles/content/*.html', (route) =>
      route.fulfill({ status: 500, body: 'Server error' }),
    );
    await page.goto('/about/article');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Read More about Learn Guitar' }).click();
    await expect(page).toHaveURL('/about/article');
    await expect(main.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect
      .poll(() => errors.some((text) => text.startsWith('Error fetching article content')))
      .toBe(true);
    await expect(main.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('home testimonials', () => {
  test('quoted comments with names; Show expands a long comment for good', async ({ page }) => {
    await closeDialogsWhenOpen(page);
    await page.goto('/');
    await revealHomeSection(page, 'about/Testimonials');
    const section = page.getByRole('region', { name: 'What Our Families Say' });
    await expect(section.getByRole('figure')).toHaveCount(7);
    await expect(section.getByRole('figure').first()).toContainText('“');

    // the first long comment, pinned by its name: after Show it no longer has the button
    const name = await section
      .getByRole('figure')
      .filter({ has: page.getByRole('button', { name: /^Show the full comment from/ }) })
      .first()
      .locator('figcaption')
      .textContent();
    expect(name).toBe('Nurul Aina, mother of Aisyah (piano)');
    const testimonial = section.getByRole('figure').filter({ hasText: name ?? '' });
    const quote = testimonial.locator('blockquote p');
    const before = (await quote.textContent()) ?? '';
    expect(before).toMatch(/…”$/);
    expect(before.length).toBe(100 + 3);

    await testimonial.getByRole('button', { name: /^Show/ }).click();
    await expect(testimonial.getByRole('button')).toHaveCount(0);
    const after = (await quote.textContent()) ?? '';
    expect(after.length).toBeGreaterThan(before.length);
    expect(after).toMatch(/[^…]”$/);
    expect(after.startsWith(before.slice(0, 101))).toBe(true);
  });
});

test.describe('header About dropdown', () => {
  for (const item of aboutMenuPages) {
    test(`${item.label} reaches ${item.path}`, async ({ page }) => {
      await page.goto('/');
      // The award announcement opens once the page's script has taken over; opening over an
      // open menu, it takes the focus and the menu closes. So it is closed first.
      await dismissAwardModal(page);
      const menu = await openHeaderMenu(page, 'About');
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: item.heading }),
      ).toBeVisible();
    });
  }
});

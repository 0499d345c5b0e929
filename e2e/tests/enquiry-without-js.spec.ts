import type { Browser, Page } from '@playwright/test';
import { contactPorts, startEnquiryServer, type EnquiryServerHandle } from '../support/contact';
import { holdPageCode } from '../support/hydration';
import { serveApp, type AppServerHandle } from '../support/servers';
import { expect, preparePage, test } from '../support/test';

/**
 * The enquiry form without JavaScript: a plain form post through the shell's /api proxy, checked
 * once on the enquiry server's own page (which gives it the token and the opened stamp), then
 * stored once however often it is sent again. Every post is answered 303 to a page, so Back and
 * reload never post again. The enquiry server is the test's own (the compiled one), so the test
 * reads what it stored.
 */
test.describe.configure({ mode: 'serial' });

/**
 * The enquiry server's minimum fill time here: longer than the product's 2 s, so a form sent
 * back at once is surely too soon however slow the shared machine is (the rule is the same).
 */
const minimumFillMs = 6_000;

let enquiries: EnquiryServerHandle | undefined;
let shell: AppServerHandle | undefined;

test.beforeAll(async () => {
  enquiries = await startEnquiryServer(contactPorts.noScriptEnquiry, {
    ENQUIRY_MIN_FILL_MS: String(minimumFillMs),
  });
  shell = await serveApp('shell', contactPorts.noScriptShell, {
    ENQUIRY_URL: `http://localhost:${contactPorts.noScriptEnquiry}`,
  });
});

test.afterAll(async () => {
  await shell?.close();
  await enquiries?.stop();
});

/** A page of a browser without JavaScript (the suite's own page waits for hydration). */
async function pageWithoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await preparePage(page);
  return page;
}

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\*)?$`));

test('the form is sent, checked once, refused when sent back too soon, and thanked', async ({
  browser,
}) => {
  const page = await pageWithoutScripts(browser);
  const before = enquiries?.enquiries().length ?? 0;
  await page.goto(`${shell?.url}/contact?instrument=violin`);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Violin');
  await expect(page.getByRole('radio', { name: 'Mr' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await page.getByRole('radio', { name: 'Ms' }).check();
  await field(page, 'Name').fill('Tan Mei Hua');
  await field(page, 'Mobile number').fill('012-3456789');
  await page.getByRole('radio', { name: 'Email' }).check();
  await field(page, 'Email (optional)').fill('meihua@example.com');
  await field(page, 'Comments / Questions (optional)').fill('Sent without JavaScript.');
  await page.getByRole('button', { name: 'Submit' }).click();

  // the enquiry server's page, sent back at once: sooner than a person reads it
  await expect(page.getByRole('heading', { level: 1, name: 'Check your enquiry' })).toBeVisible();
  await expect(page).toHaveTitle(/^Check your enquiry \| Harmoni Music School/);
  await expect(page).toHaveURL(/\/api\/general\/enquiry\/form\/[0-9a-f-]{36}$/);
  expect(enquiries?.enquiries()).toHaveLength(before);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Please take a moment to fill in the form, then send it.'),
  ).toBeVisible();
  expect(enquiries?.enquiries()).toHaveLength(before);

  // the enquiry server's page keeps every value
  await expect(page).toHaveTitle(/\| Harmoni Music School/);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Violin');
  await expect(page.getByRole('radio', { name: 'Ms' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expect(field(page, 'Name')).toHaveValue('Tan Mei Hua');
  await expect(field(page, 'Comments / Questions (optional)')).toHaveValue(
    'Sent without JavaScript.',
  );

  // a person's pause (the product's own minimum, not a measurement), then a double press
  await page.waitForTimeout(minimumFillMs);
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('We shall contact you as quickly as practicable.')).toBeVisible();
  const stored = enquiries?.enquiries() ?? [];
  expect(stored).toHaveLength(before + 1);
  expect(stored.at(-1)).toMatchObject({
    class: 'Violin',
    title: 'Ms',
    name: 'Tan Mei Hua',
    phone: '+60123456789',
    email: 'meihua@example.com',
    prefer: 'Email',
    remark: 'Sent without JavaScript.',
  });

  await expect(page).toHaveURL(/\/api\/general\/enquiry\/form\/sent$/);

  // Reload, Back and Submit again: no page posts anything again, and nothing more is stored
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await page.goBack(); // the too-soon page: its enquiry is in, so it says so
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await page.reload();
  await page.goBack(); // the check page
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(posts).toEqual([]);
  await page.goBack(); // the contact page: the visitor fills the form in again and sends it
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Violin');
  await page.getByRole('radio', { name: 'Ms' }).check();
  await field(page, 'Name').fill('Tan Mei Hua');
  await field(page, 'Mobile number').fill('012-3456789');
  await page.getByRole('radio', { name: 'Email' }).check();
  await field(page, 'Email (optional)').fill('meihua@example.com');
  await field(page, 'Comments / Questions (optional)').fill('Sent without JavaScript.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(enquiries?.enquiries()).toHaveLength(before + 1);
});

test("shows each field's error with the visitor's values kept", async ({ browser }) => {
  const page = await pageWithoutScripts(browser);
  const before = enquiries?.enquiries().length ?? 0;
  await page.goto(`${shell?.url}/contact`);
  await field(page, 'Mobile number').fill('12345');
  await field(page, 'Email (optional)').fill('not-an-address');
  await field(page, 'Comments / Questions (optional)').fill('x'.repeat(351));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry form' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Please correct the fields marked below, then press Submit again.',
  );
  // the page's own fields: the counter, then the error
  await expect(field(page, 'Name')).toHaveAccessibleDescription(
    '0 / 150 characters Name is required.',
  );
  await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(
    /Invalid mobile number\.$/,
  );
  await expect(field(page, 'Mobile number')).toHaveValue('12345');
  await expect(field(page, 'Email (optional)')).toHaveAccessibleDescription('Invalid email.');
  await expect(field(page, 'Email (optional)')).toHaveValue('not-an-address');
  await expect(field(page, 'Comments / Questions (optional)')).toHaveAccessibleDescription(
    '351 / 350 characters Comments / Questions must be less than 350 characters long.',
  );
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');

  // corrected on that page, it is checked and sent like any other
  await field(page, 'Name').fill('Raj Kumar');
  await field(page, 'Mobile number').fill('+6012-3456789');
  await field(page, 'Email (optional)').fill('');
  await field(page, 'Comments / Questions (optional)').fill('');
  await page.waitForTimeout(minimumFillMs);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(enquiries?.enquiries().at(-1)).toMatchObject({ name: 'Raj Kumar', class: 'Piano' });
  expect(enquiries?.enquiries()).toHaveLength(before + 1);
});

test('pressed before the page’s code has run, Submit posts the form the same way', async ({
  context,
}) => {
  const page = await context.newPage();
  await preparePage(page);
  const code = await holdPageCode(page);
  await page.goto(`${shell?.url}/contact`, { waitUntil: 'commit' });
  await field(page, 'Name').fill('Early Presser');
  await field(page, 'Mobile number').fill('012-3456789');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your enquiry' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Early Presser');
  code.release();
});

test('a form longer than an enquiry can be gets the site’s page from the proxy, not JSON', async ({
  browser,
}) => {
  const page = await pageWithoutScripts(browser);
  const before = enquiries?.enquiries().length ?? 0;
  await page.goto(`${shell?.url}/contact`);
  await field(page, 'Name').fill('Long Writer');
  await field(page, 'Mobile number').fill('012-3456789');
  await field(page, 'Comments / Questions (optional)').fill('x'.repeat(9 * 1024));
  const answer = page.waitForResponse(/\/api\/general\/enquiry\/form$/);
  await page.getByRole('button', { name: 'Submit' }).click();

  expect((await answer).status()).toBe(413);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Your enquiry was longer than the form takes. Please shorten your comments and send it again.',
  );
  await expect(page.getByRole('link', { name: 'Message us on WhatsApp' })).toBeVisible();
  expect(enquiries?.enquiries()).toHaveLength(before);
});

test.describe('with a captcha provider configured', () => {
  let captchaEnquiries: EnquiryServerHandle | undefined;
  let captchaShell: AppServerHandle | undefined;

  test.beforeAll(async () => {
    // The provider's widget needs JavaScript, so the server never asks it: nothing listens here.
    captchaEnquiries = await startEnquiryServer(contactPorts.captchaEnquiry, {
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'turnstile-secret',
      CAPTCHA_VERIFY_URL: `http://localhost:${contactPorts.deadEnquiry}/siteverify`,
    });
    captchaShell = await serveApp('shell', contactPorts.captchaShell, {
      ENQUIRY_URL: `http://localhost:${contactPorts.captchaEnquiry}`,
    });
  });

  test.afterAll(async () => {
    await captchaShell?.close();
    await captchaEnquiries?.stop();
  });

  test('the visitor is told what to do, and loses nothing they typed', async ({ browser }) => {
    const page = await pageWithoutScripts(browser);
    await page.goto(`${captchaShell?.url}/contact?instrument=violin`);
    await field(page, 'Name').fill('Tan Mei Hua');
    await field(page, 'Mobile number').fill('012-3456789');
    await field(page, 'Comments / Questions (optional)').fill('Weekends, please.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Oops...' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('that check needs JavaScript');
    const whatsapp = page.getByRole('link', { name: 'Message us on WhatsApp' });
    const message = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
    expect(message).toContain('violin classes');
    expect(message).toContain('Name: Tan Mei Hua');
    expect(message).toContain('Mobile number: 012-3456789');
    expect(message).toContain('Comments / Questions: Weekends, please.');
    await expect(page.getByRole('definition').filter({ hasText: 'Tan Mei Hua' })).toBeVisible();
    expect(captchaEnquiries?.enquiries()).toHaveLength(0);

    // back to the form, its class still chosen
    await page.getByRole('link', { name: 'send the form again from our contact page' }).click();
    await expect(page).toHaveURL(/\/contact\?instrument=Violin$/);
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Violin');
  });
});

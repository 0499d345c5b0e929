import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contactPorts, startEnquiryServer, waitUntilHealthy } from '../support/contact';
import type { EnquiryServerHandle } from '../support/contact';
import { waitForHydratedMain } from '../support/hydration';
import { serveApp, type AppServerHandle } from '../support/servers';
import { expect, test } from '../support/test';
import { waitForOwnRequestsSettled } from '../support/network';

// The school's facts come from the shared site config; the unit tests compare them exactly.
const mapFrame = 'iframe[title^="Map showing"]';

/** The form's text fields by their labels (required ones carry a hidden star). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\*)?$`));

async function fillRequired(page: Page, name: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Mobile number').fill('012-3456789');
}

test.describe('contact page on the site as npm start serves it', () => {
  test.beforeAll(async ({ baseURL }) => {
    // mf-contact's start script runs the enquiry server beside the remote; /api reaches it.
    await waitUntilHealthy(`${baseURL}/api/healthz`);
  });

  test('sends an enquiry through the shell’s /api proxy with the token header, then thanks and resets', async ({
    page,
    context,
  }) => {
    await page.goto('/contact?instrument=violin');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const classSelect = page.getByRole('combobox', { name: 'Class' });
    await expect(classSelect).toHaveValue('Violin');
    await expect(page.getByRole('radio', { name: 'Mr' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();

    await fillRequired(page, 'E2E Test Visitor');
    await field(page, 'Comments / Questions (optional)').fill('Sent by the end-to-end tests.');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/general/enquiry'),
    );
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/general/enquiry'),
    );
    await submit.click();
    const request = await posted;
    expect((await answered).status()).toBe(201);

    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    const secret = cookies.find((cookie) => cookie.name === 'enquiry-csrf-secret');
    expect(token?.value).toBeTruthy();
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: false });
    expect(secret).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: true });
    const headers = await request.allHeaders();
    expect(headers['x-xsrf-token']).toBe(token?.value);
    expect(headers['content-type']).toBe('application/json');
    expect(request.postDataJSON()).toEqual({
      data: {
        class: 'Violin',
        title: 'Mr',
        name: 'E2E Test Visitor',
        phone: '012-3456789',
        email: '',
        prefer: 'WhatsApp',
        remark: 'Sent by the end-to-end tests.',
      },
    });

    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toContainText('We shall contact you as quickly as practicable.');
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Mobile number')).toHaveValue('');
    await expect(field(page, 'Comments / Questions (optional)')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeDisabled();
  });

  test('invalid inputs show the messages of the spec and keep Submit disabled', async ({
    page,
  }) => {
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Piano');
    await expect(submit).toBeDisabled();

    const name = field(page, 'Name');
    await name.focus();
    await name.blur();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('n'.repeat(151));
    await expect(page.getByText('Name must be less than 150 characters long.')).toBeVisible();
    await expect(page.getByText('151 / 150 characters')).toBeVisible();
    await name.fill('n'.repeat(150));
    await expect(page.getByText('Name must be less than 150 characters long.')).toBeHidden();

    const phone = field(page, 'Mobile number');
    await phone.fill('0153456789');
    await expect(page.getByText('Invalid mobile number.')).toBeVisible();
    await phone.fill('');
    await expect(page.getByText('Mobile number is required.')).toBeVisible();

    await field(page, 'Email (optional)').fill('not-an-address');
    await expect(page.getByText('Invalid email.')).toBeVisible();

    await field(page, 'Comments / Questions (optional)').fill('r'.repeat(351));
    await expect(
      page.getByText('Comments / Questions must be less than 350 characters long.'),
    ).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(/Mobile number is required\./);
    await expect(submit).toBeDisabled();

    // put every field right and Submit comes on
    await phone.fill('+6011-23456789');
    await field(page, 'Email (optional)').fill('parent@example.com');
    await field(page, 'Comments / Questions (optional)').fill('r'.repeat(350));
    await expect(submit).toBeEnabled();
  });

  test('has no accessibility violations: the page, its errors, and the dialog', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('combobox', { name: 'Class' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await field(page, 'Mobile number').fill('0153456789');
    await field(page, 'Name').focus();
    await expect(page.getByText('Invalid mobile number.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // the failure dialog, without sending anything: the request is answered here
    await page.route('**/api/general/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await field(page, 'Name').fill('Axe Check');
    await field(page, 'Mobile number').fill('0123456789');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oops...' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Message us on WhatsApp' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Message us on WhatsApp' })).toBeFocused();
  });

  test('shows the address, WhatsApp and e-mail links, policy links and the map (answered locally)', async ({
    page,
    thirdParty,
  }) => {
    // the map is a third party's page: nothing is asked of its host until the visitor presses
    // the placeholder's button, however far they scroll
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Visit us' });
    await expect(details.locator('address')).toContainText('Setia Alam');
    await expect(details.getByRole('link', { name: /^\+60/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/60\d+$/,
    );
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
    await waitForHydratedMain(page);
    const showMap = details.getByRole('button', { name: 'Show the map' });
    await showMap.scrollIntoViewIfNeeded();
    await expect(
      details.getByRole('link', { name: 'open the map on Google Maps' }),
    ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Setia/);
    await waitForOwnRequestsSettled(page);
    await expect(page.locator(mapFrame)).toHaveCount(0);
    expect(thirdParty.matching(/google\.com/)).toHaveLength(0);
    await showMap.click();
    await expect(page.frameLocator(mapFrame).getByText('Map of the school')).toBeVisible();
    expect(thirdParty.matching(/^https:\/\/www\.google\.com\/maps\/embed/)).toHaveLength(1);

    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test.describe('contact page with an enquiry server of the test’s own', () => {
  let enquiries: EnquiryServerHandle | undefined;
  let shell: AppServerHandle | undefined;

  test.beforeAll(async () => {
    enquiries = await startEnquiryServer(contactPorts.enquiry);
    shell = await serveApp('shell', contactPorts.shell, {
      ENQUIRY_URL: `http://localhost:${contactPorts.enquiry}`,
    });
  });

  test.afterAll(async () => {
    await shell?.close();
    await enquiries?.stop();
  });

  test('a double-clicked Submit stores exactly one enquiry, with every field', async ({ page }) => {
    const before = enquiries?.enquiries().length ?? 0;
    await page.goto(`${shell?.url}/contact?instrument=online-lesson`);
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Online Lesson');
    await page.getByRole('radio', { name: 'Ms' }).check();
    await fillRequired(page, 'Siti Aminah');
    await field(page, 'Email (optional)').fill('siti@example.com');
    await page.getByRole('radio', { name: 'Phone Call' }).check();
    await field(page, 'Comments / Questions (optional)').fill('Evening classes, please.');

    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

    const stored = enquiries?.enquiries() ?? [];
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      class: 'Online Lesson',
      title: 'Ms',
      name: 'Siti Aminah',
      phone: '+60123456789', // stored normalised
      email: 'siti@example.com',
      prefer: 'Phone Call',
      remark: 'Evening classes, please.',
    });
  });

  test('a new visitor without cookies gets them and sends at once', async ({ page, context }) => {
    await context.clearCookies();
    await page.goto(`${shell?.url}/contact`);
    await fillRequired(page, 'Lim Wei Jie');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['XSRF-TOKEN', 'enquiry-csrf-secret']),
    );
  });
});

test.describe('contact page when the enquiry server is down', () => {
  let shell: AppServerHandle | undefined;

  test.beforeAll(async () => {
    shell = await serveApp('shell', contactPorts.orphanShell, {
      ENQUIRY_URL: `http://localhost:${contactPorts.deadEnquiry}`,
    });
  });

  test.afterAll(async () => {
    await shell?.close();
  });

  test('says Oops, offers WhatsApp with the class, logs the error, and keeps the values', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${shell?.url}/contact?instrument=guitar`);
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Guitar');
    await fillRequired(page, 'Ahmad Faiz');
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Oops...' });
    await expect(dialog).toContainText('Something went wrong');
    await expect(dialog).toContainText('Please message us on WhatsApp');
    const link = dialog.getByRole('link', { name: 'Message us on WhatsApp' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toContain('guitar classes');
    expect(errors.some((text) => text.includes('the enquiry could not be sent'))).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(field(page, 'Name')).toHaveValue('Ahmad Faiz');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

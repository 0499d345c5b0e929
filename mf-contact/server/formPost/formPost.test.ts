/** @jest-environment node */
import Database from 'better-sqlite3';
import type { OutgoingHttpHeaders } from 'node:http';
import { request, validEnquiry } from '../testing/http';
import { FormBrowser, hiddenField } from '../testing/formBrowser';
import type { ServerProcess } from '../testing/serverProcess';
import { startShellProxy, type ShellProxy } from '../testing/shellProxy';
import { storedCount } from '../testing/storedCount';
import { serverForTests } from '../testing/suiteServer';
import { formNotices, notSentNotices } from './formRoute';
import { captchaNeedsScriptNotice } from './page/CaptchaNeedsScriptPage';

/**
 * The enquiry posted as a plain form (no JavaScript), on the compiled server: every post it
 * takes is answered 303 to a page (Post/Redirect/Get); each refusal (another site, no or a
 * forged token, too fast, hostile input) stores nothing, and whatever the visitor sends again
 * (a reload, Back and Submit, the contact page's form once more) stores nothing twice.
 */
jest.setTimeout(30_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const form: Record<string, string> = {
  ...(validEnquiry as Record<string, string>),
  website: '',
};

const browserOf = (server: ServerProcess, headers?: OutgoingHttpHeaders) =>
  new FormBrowser(`${server.url}/general/enquiry/form`, headers);

/** The contact page's form posted, then its check page: what the visitor reads first. */
async function checked(browser: FormBrowser, fields = form) {
  const { post, page, url } = await browser.submit(fields);
  expect(post.statusCode).toBe(303);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1>Check your enquiry</h1>');
  return { page, url, token: hiddenField(page.body, '_csrf') };
}

describe('the enquiry posted as a form', () => {
  const suite = serverForTests();
  let server: ServerProcess;
  beforeAll(() => {
    server = suite.server;
  });

  it.each<[string, OutgoingHttpHeaders]>([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { origin: 'https://shop.example', 'sec-fetch-site': 'same-site' }],
    ['another origin, by an older browser', { origin: 'https://evil.example' }],
    ['a page that hides its origin', { origin: 'null' }],
    ['nowhere it says', {}],
  ])('refuses a form sent from %s, and stores nothing', async (_from, headers) => {
    const before = storedCount(server);
    const visitor = browserOf(server);
    const { token } = await checked(visitor);
    const attacker = browserOf(server, headers);
    for (const [name, value] of visitor.cookies) attacker.cookies.set(name, value);
    const response = await attacker.post({ ...form, _csrf: token });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Oops...</h1>');
    expect(response.body).toContain('Message us on WhatsApp');
    expect(response.body).not.toContain(form.name);
    expect(storedCount(server)).toBe(before);
  });

  it('refuses a cross-site post even when its Origin names this server', async () => {
    const response = await browserOf(server, {
      origin: server.url,
      'sec-fetch-site': 'cross-site',
    }).post(form);
    expect(response.statusCode).toBe(403);
  });

  it('redirects a first post to its check page, with a token, the stamp and the values', async () => {
    const before = storedCount(server);
    const browser = browserOf(server);
    const { post, page, url } = await browser.submit(form);
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toMatch(/^\/general\/enquiry\/form\/[0-9a-f-]{36}$/);
    expect(url).toMatch(/\/general\/enquiry\/form\/[0-9a-f-]{36}$/);
    expect(page.body).toContain('<h1>Check your enquiry</h1>');
    expect(page.body).toContain(formNotices.check);
    expect(page.body).toContain(`value="${form.name}"`);
    expect(page.body).toMatch(/name="title" checked="" value="Ms"/);
    expect([...browser.cookies.keys()]).toEqual(
      expect.arrayContaining([
        'enquiry-browser',
        'enquiry-csrf-secret',
        'enquiry-form-opened',
        'XSRF-TOKEN',
      ]),
    );
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toContain('idempotencyKey');
    // a reload of the check page is a GET: the same page, nothing posted
    const reloaded = await browser.get(url);
    expect(reloaded.body).toContain(`value="${form.name}"`);
    expect(storedCount(server)).toBe(before);
  });

  it('stores a checked form once, whatever the visitor sends again', async () => {
    const before = storedCount(server);
    const browser = browserOf(server);
    const { url: checkPage, token } = await checked(browser);

    const sent = await browser.submit({ ...form, _csrf: token });
    expect(sent.post.statusCode).toBe(303);
    expect(sent.url).toMatch(/\/general\/enquiry\/form\/sent$/);
    expect(sent.page.body).toContain('<h1>Thank you!</h1>');
    expect(sent.page.body).toContain('We shall contact you as quickly as practicable.');
    expect(storedCount(server)).toBe(before + 1);

    // the same post again (a double press), the answer reloaded, Back to the check page
    expect((await browser.submit({ ...form, _csrf: token })).page.body).toContain('Thank you!');
    expect((await browser.get(sent.url)).body).toContain('<h1>Thank you!</h1>');
    expect((await browser.get(checkPage)).body).toContain('<h1>Thank you!</h1>');
    // Back to the contact page, its form still filled in, and Submit
    const again = await browser.submit(form);
    expect(again.url).toMatch(/\/form\/sent$/);
    expect(storedCount(server)).toBe(before + 1);

    // changed details are a new enquiry; so is the same one from another browser
    const changed = await checked(browser, { ...form, name: 'Someone Else' });
    await browser.submit({ ...form, name: 'Someone Else', _csrf: changed.token });
    expect(storedCount(server)).toBe(before + 2);
    const other = browserOf(server);
    const otherCheck = await checked(other);
    await other.submit({ ...form, _csrf: otherCheck.token });
    expect(storedCount(server)).toBe(before + 3);
  });

  it('shows a draft only to the browser that posted it', async () => {
    const { url } = await checked(browserOf(server));
    const stranger = await browserOf(server).get(url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toContain(formNotices.expired);
    expect(stranger.body).not.toContain(form.name);
  });

  it('refuses a forged token, or a token without its secret cookie', async () => {
    const before = storedCount(server);
    const browser = browserOf(server);
    const { token } = await checked(browser);
    const forged = await browser.submit({ ...form, _csrf: `${token.slice(0, -2)}xx` });
    expect(forged.post.statusCode).toBe(303);
    expect(forged.page.body).toContain(formNotices.staleToken);
    browser.cookies.delete('enquiry-csrf-secret');
    const withoutSecret = await browser.submit({ ...form, _csrf: token });
    expect(withoutSecret.page.body).toContain(formNotices.staleToken);
    expect(storedCount(server)).toBe(before);
  });

  it("draws each field's error under it, keeping the visitor's values", async () => {
    const { post, page } = await browserOf(server).submit({
      ...form,
      name: '',
      phone: '12345',
      email: 'not-an-address',
      remark: 'x'.repeat(351),
    });
    expect(post.statusCode).toBe(303);
    const { body } = page;
    expect(body).toContain('<h1>Enquiry form</h1>');
    expect(body).toContain(formNotices.invalid);
    expect(body).toContain(
      '<p id="enquiry-name-error" class="error" aria-live="polite">Name is required.</p>',
    );
    expect(body).toContain(
      '<p id="enquiry-phone-error" class="error" aria-live="polite">Invalid mobile number.</p>',
    );
    expect(body).toContain(
      '<p id="enquiry-email-error" class="error" aria-live="polite">Invalid email.</p>',
    );
    expect(body).toContain('Comments / Questions must be less than 350 characters long.</p>');
    expect(body).toContain('value="12345"');
    expect(body).toContain('value="not-an-address"');
    expect(body).toMatch(/id="enquiry-phone"[^>]*aria-invalid="true"/);
  });

  it('refuses hostile input without storing it, and never echoes it as markup', async () => {
    const before = storedCount(server);
    const browser = browserOf(server);
    const script = '"><script>alert(1)</script>';
    const hostile = await browser.submit({ ...form, name: script, remark: 'a\u0000b' });
    expect(hostile.page.body).not.toContain('<script>');
    expect(hostile.page.body).toContain('&quot;&gt;&lt;script&gt;');
    expect(hostile.page.body).toContain('Please remove the invisible characters');

    const unknown = await browser.submit({ ...form, admin: 'true' });
    expect(unknown.page.body).toContain('Unknown field: admin.');

    const notAClass = await browser.submit({ ...form, class: 'Drums' });
    expect(notAClass.page.body).toContain('Please choose a class.');

    const huge = await browser.post({ ...form, remark: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain('<h1>Oops...</h1>');
    expect(huge.body).toContain(notSentNotices['too-large']);
    expect(storedCount(server)).toBe(before);
  });

  it.each<[string, string | Buffer, string]>([
    ['bytes that are not UTF-8', Buffer.from('name=Tan%FFMei&phone=012-3456789'), ''],
    ['a charset other than UTF-8', 'name=Tan', '; charset=latin1'],
  ])('refuses a form of %s (400), storing nothing', async (_what, body, charset) => {
    const before = storedCount(server);
    const response = await browserOf(server).post(
      {},
      {
        'content-type': `application/x-www-form-urlencoded${charset}`,
      },
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h1>Oops...</h1>');
    expect(response.body).toContain(notSentNotices.encoding);
    expect(storedCount(server)).toBe(before);
  });

  it('answers a filled honeypot as it answers a person, and stores nothing', async () => {
    const before = storedCount(server);
    const browser = browserOf(server);
    const { token } = await checked(browser);
    const bot = await browser.submit({ ...form, _csrf: token, website: 'https://spam.example' });
    expect(bot.page.body).toContain('<h1>Thank you!</h1>');
    expect(storedCount(server)).toBe(before);
  });

  it.each([
    ['too-large', notSentNotices['too-large']],
    ['no-length', notSentNotices['no-length']],
  ])(
    "draws the proxy's page for a form it refused (%s), naming no visitor",
    async (reason, notice) => {
      const page = await request(`${server.url}/general/enquiry/form/not-sent?reason=${reason}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(page.body).toContain('<h1>Oops...</h1>');
      expect(page.body).toContain(notice);
      expect(page.body).toContain('Message us on WhatsApp');
      const unknown = await request(`${server.url}/general/enquiry/form/not-sent?reason=<b>`);
      expect(unknown.body).toContain('<h1>Oops...</h1>');
      expect(unknown.body).not.toContain('<b>');
    },
  );

  it('leaves the JSON route refusing form bodies', async () => {
    const response = await request(`${server.url}/general/enquiry`, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(403);
  });

  it('tells the visitor, with their class, when the database could not store it', async () => {
    const db = new Database(server.sqliteFile);
    db.exec(
      "CREATE TRIGGER refuse BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    try {
      const browser = browserOf(server);
      const { token } = await checked(browser, { ...form, class: 'Violin' });
      const failed = await browser.submit({ ...form, class: 'Violin', _csrf: token });
      expect(failed.post.statusCode).toBe(303);
      expect(failed.url).toMatch(/\/form\/not-sent\?reason=not-saved&class=Violin$/);
      expect(failed.page.body).toContain('<h1>Oops...</h1>');
      expect(failed.page.body).toContain('about your violin class');
    } finally {
      db.exec('DROP TRIGGER refuse');
      db.close();
    }
  });
});

describe('the minimum fill time of a form post', () => {
  const minimum = 400;
  const suite = serverForTests({ ENQUIRY_MIN_FILL_MS: String(minimum) });

  it('refuses a checked form sent back at once, keeping its values', async () => {
    const { server } = suite;
    const browser = browserOf(server);
    const { token } = await checked(browser);
    const tooSoon = await browser.submit({ ...form, _csrf: token });
    expect(tooSoon.post.statusCode).toBe(303);
    expect(tooSoon.page.body).toContain(formNotices.tooSoon);
    expect(tooSoon.page.body).toContain(`value="${form.name}"`);
    expect(storedCount(server)).toBe(0);

    await pause(minimum + 50);
    const sent = await browser.submit({ ...form, _csrf: hiddenField(tooSoon.page.body, '_csrf') });
    expect(sent.page.body).toContain('<h1>Thank you!</h1>');
    expect(storedCount(server)).toBe(1);
  });
});

describe('a form post while a captcha provider is configured', () => {
  // The provider's widget runs only as a script, so a form post carries no response: the
  // server must not ask the provider (nothing listens here; asking would be a failure page).
  const suite = serverForTests({
    CAPTCHA_PROVIDER: 'turnstile',
    CAPTCHA_SECRET: 'turnstile-secret',
    CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
  });
  const visitor = {
    ...form,
    class: 'Violin',
    name: 'Tan Mei Hua',
    remark: 'Weekends, please. <b>Thanks</b>',
  };

  it('says why it was not sent, keeps every value, and offers WhatsApp and the form again', async () => {
    const { server } = suite;
    const { post, page } = await browserOf(server).submit(visitor);
    expect(post.statusCode).toBe(303);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const { body } = page;
    expect(body).toContain('<h1>Oops...</h1>');
    expect(body).toContain(captchaNeedsScriptNotice);
    expect(body).toContain('about your violin class');

    const whatsapp = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(body)?.[1] ?? '';
    const message = new URL(whatsapp.replaceAll('&amp;', '&')).searchParams.get('text');
    expect(message).toContain('violin classes');
    for (const line of [
      'Class: Violin',
      'Name: Tan Mei Hua',
      `Mobile number: ${form.phone}`,
      'Comments / Questions: Weekends, please. <b>Thanks</b>',
    ]) {
      expect(message).toContain(line);
    }
    expect(body).toContain('<dd>Tan Mei Hua</dd>');
    expect(body).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(body).not.toContain('<b>Thanks');
    expect(body).toContain('href="/contact?instrument=Violin"');
    expect(storedCount(server)).toBe(0);
  });

  it('answers the same to a form sent back with a token, and still refuses another site', async () => {
    const { server } = suite;
    const withToken = await browserOf(server).submit({ ...visitor, _csrf: 'a-token' });
    expect(withToken.page.body).toContain(captchaNeedsScriptNotice);

    const crossSite = await browserOf(server, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    }).post(visitor);
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).not.toContain(captchaNeedsScriptNotice);
    expect(crossSite.body).not.toContain('Tan Mei Hua');
    expect(storedCount(server)).toBe(0);
  });

  it('answers a filled honeypot with the page a person gets, and stores nothing', async () => {
    const { server } = suite;
    const bot = await browserOf(server).submit({ ...visitor, website: 'https://spam.example' });
    expect(bot.page.body).toContain(captchaNeedsScriptNotice);
    expect(storedCount(server)).toBe(0);
  });
});

describe('a form post through the shell’s /api proxy', () => {
  const suite = serverForTests({ ENQUIRY_TRUSTED_PROXIES: 'loopback' });
  let proxy: ShellProxy;
  beforeAll(async () => {
    proxy = await startShellProxy(suite.server.url);
  });
  afterAll(() => proxy.close());

  it('is checked by the site’s origin, as the proxy forwards it, when the browser sends no Fetch Metadata', async () => {
    const shellOrigin = new URL(proxy.apiUrl).origin;
    const post = (origin: string) =>
      new FormBrowser(`${proxy.apiUrl}/general/enquiry/form`, { origin }).submit(form);
    const fromSite = await post(shellOrigin);
    expect(fromSite.post.statusCode).toBe(303);
    // the redirect keeps the path the browser used: through the proxy, under /api
    expect(new URL(fromSite.url).pathname).toMatch(
      /^\/api\/general\/enquiry\/form\/[0-9a-f-]{36}$/,
    );
    expect(fromSite.page.body).toContain('<h1>Check your enquiry</h1>');
    expect((await post(suite.server.url)).post.statusCode).toBe(403);
    expect((await post('https://evil.example')).post.statusCode).toBe(403);
  });
});

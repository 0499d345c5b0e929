/** @jest-environment node */
import type { OutgoingHttpHeaders } from 'node:http';
import { cookiesOf, request, validEnquiry, type HttpResponse } from '../testing/http';
import type { ServerProcess } from '../testing/serverProcess';
import { startShellProxy, type ShellProxy } from '../testing/shellProxy';
import { storedCount } from '../testing/storedCount';
import { serverForTests } from '../testing/suiteServer';
import { formNotices, notSentNotices } from './formRoute';
import { captchaNeedsScriptNotice } from './page/CaptchaNeedsScriptPage';

/**
 * The enquiry posted as a plain form (no JavaScript): each refusal (another site, no or a forged
 * token, too fast, hostile input) stores nothing, and a resubmit stores nothing twice.
 */
jest.setTimeout(30_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const form: Record<string, string> = {
  ...(validEnquiry as Record<string, string>),
  website: '',
};

/** What the browser sends for a form on the site's own page. */
function sameOrigin(server: ServerProcess): OutgoingHttpHeaders {
  return { origin: server.url, 'sec-fetch-site': 'same-origin' };
}

function postForm(
  server: ServerProcess,
  fields: Record<string, string>,
  headers: OutgoingHttpHeaders = sameOrigin(server),
): Promise<HttpResponse> {
  return request(`${server.url}/general/enquiry/form`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

function hiddenField(page: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1];
  if (value === undefined) throw new Error(`the page has no hidden field ${name}`);
  return value;
}

/** The check step: a valid form without a token comes back with one, as a browser keeps it. */
async function checkedForm(server: ServerProcess, fields = form) {
  const page = await postForm(server, fields);
  expect(page.statusCode).toBe(200);
  const cookie = Object.entries(cookiesOf(page))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const hidden = {
    _csrf: hiddenField(page.body, '_csrf'),
    idempotencyKey: hiddenField(page.body, 'idempotencyKey'),
  };
  return { page, cookie, hidden };
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
    const session = await checkedForm(server);
    const response = await postForm(
      server,
      { ...form, ...session.hidden },
      {
        ...headers,
        cookie: session.cookie,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Oops...</h1>');
    expect(response.body).toContain('Message us on WhatsApp');
    expect(response.body).not.toContain(form.name);
    expect(storedCount(server)).toBe(before);
  });

  it('refuses a cross-site post even when its Origin names this server', async () => {
    const response = await postForm(server, form, {
      origin: server.url,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows a valid form once more to be checked, with a token, the stamp and a key', async () => {
    const before = storedCount(server);
    const { page, hidden } = await checkedForm(server);
    expect(page.body).toContain('<h1>Check your enquiry</h1>');
    expect(page.body).toContain(formNotices.check);
    expect(page.body).toContain(`value="${form.name}"`);
    expect(page.body).toMatch(/name="title" checked="" value="Ms"/);
    expect(Object.keys(cookiesOf(page))).toEqual(
      expect.arrayContaining(['enquiry-csrf-secret', 'enquiry-form-opened', 'XSRF-TOKEN']),
    );
    expect(hidden.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(storedCount(server)).toBe(before);
  });

  it('stores a checked form once, and a resubmit of it stores nothing more', async () => {
    const before = storedCount(server);
    const { cookie, hidden } = await checkedForm(server);
    const headers = { ...sameOrigin(server), cookie };
    const sent = await postForm(server, { ...form, ...hidden }, headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('<h1>Thank you!</h1>');
    expect(sent.body).toContain('We shall contact you as quickly as practicable.');
    expect(storedCount(server)).toBe(before + 1);

    const again = await postForm(server, { ...form, ...hidden }, headers);
    expect(again.body).toContain('<h1>Thank you!</h1>');
    expect(storedCount(server)).toBe(before + 1);

    const changed = await postForm(server, { ...form, ...hidden, name: 'Someone Else' }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.body).toContain(formNotices.keyReused);
    expect(hiddenField(changed.body, 'idempotencyKey')).not.toBe(hidden.idempotencyKey);
    expect(storedCount(server)).toBe(before + 1);
  });

  it('refuses a forged token, or a token without its secret cookie', async () => {
    const before = storedCount(server);
    const { cookie, hidden } = await checkedForm(server);
    const forged = await postForm(
      server,
      { ...form, ...hidden, _csrf: `${hidden._csrf.slice(0, -2)}xx` },
      { ...sameOrigin(server), cookie },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(formNotices.staleToken);
    const withoutSecret = await postForm(
      server,
      { ...form, ...hidden },
      { ...sameOrigin(server), cookie: cookie.replace(/enquiry-csrf-secret=[^;]*(; )?/, '') },
    );
    expect(withoutSecret.statusCode).toBe(403);
    expect(storedCount(server)).toBe(before);
  });

  it("draws each field's error under it, keeping the visitor's values", async () => {
    const response = await postForm(server, {
      ...form,
      name: '',
      phone: '12345',
      email: 'not-an-address',
      remark: 'x'.repeat(351),
    });
    expect(response.statusCode).toBe(400);
    const { body } = response;
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
    const script = '"><script>alert(1)</script>';
    const hostile = await postForm(server, { ...form, name: script, remark: 'a\u0000b' });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain('<script>');
    expect(hostile.body).toContain('&quot;&gt;&lt;script&gt;');
    expect(hostile.body).toContain('Please remove the invisible characters');

    const unknown = await postForm(server, { ...form, admin: 'true' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown field: admin.');

    const notAClass = await postForm(server, { ...form, class: 'Drums' });
    expect(notAClass.body).toContain('Please choose a class.');

    const huge = await postForm(server, { ...form, remark: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain('<h1>Oops...</h1>');
    expect(huge.body).toContain(notSentNotices['too-large']);
    expect(storedCount(server)).toBe(before);
  });

  it('answers a filled honeypot as it answers a person, and stores nothing', async () => {
    const before = storedCount(server);
    const { cookie, hidden } = await checkedForm(server);
    const bot = await postForm(
      server,
      { ...form, ...hidden, website: 'https://spam.example' },
      { ...sameOrigin(server), cookie },
    );
    expect(bot.body).toContain('<h1>Thank you!</h1>');
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
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin(server) },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the minimum fill time of a form post', () => {
  const minimum = 400;
  const suite = serverForTests({ ENQUIRY_MIN_FILL_MS: String(minimum) });

  it('refuses a checked form sent back at once, keeping its values and key', async () => {
    const { server } = suite;
    const { cookie, hidden } = await checkedForm(server);
    const headers = { ...sameOrigin(server), cookie };
    const tooSoon = await postForm(server, { ...form, ...hidden }, headers);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.body).toContain(formNotices.tooSoon);
    expect(tooSoon.body).toContain(`value="${form.name}"`);
    expect(hiddenField(tooSoon.body, 'idempotencyKey')).toBe(hidden.idempotencyKey);
    expect(storedCount(server)).toBe(0);

    await pause(minimum + 50);
    const sent = await postForm(server, { ...form, ...hidden }, headers);
    expect(sent.body).toContain('<h1>Thank you!</h1>');
    expect(storedCount(server)).toBe(1);
  });
});

describe('a form post while a captcha provider is configured', () => {
  // The provider's widget runs only as a script, so a form post carries no response: the
  // server must not ask the provider (nothing listens here; asking would be a 500 page).
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
    const response = await postForm(server, visitor);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const { body } = response;
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
    const withToken = await postForm(server, {
      ...visitor,
      _csrf: 'a-token',
      idempotencyKey: '4f9f3c1e-0000-4000-8000-000000000000',
    });
    expect(withToken.statusCode).toBe(400);
    expect(withToken.body).toContain(captchaNeedsScriptNotice);

    const crossSite = await postForm(server, visitor, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).not.toContain(captchaNeedsScriptNotice);
    expect(crossSite.body).not.toContain('Tan Mei Hua');
    expect(storedCount(server)).toBe(0);
  });

  it('answers a filled honeypot with the page a person gets, and stores nothing', async () => {
    const { server } = suite;
    const bot = await postForm(server, { ...visitor, website: 'https://spam.example' });
    expect(bot.statusCode).toBe(400);
    expect(bot.body).toContain(captchaNeedsScriptNotice);
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
      request(`${proxy.apiUrl}/general/enquiry/form`, {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      });
    const fromSite = await post(shellOrigin);
    expect(fromSite.statusCode).toBe(200);
    expect(fromSite.body).toContain('<h1>Check your enquiry</h1>');
    expect((await post(suite.server.url)).statusCode).toBe(403);
    expect((await post('https://evil.example')).statusCode).toBe(403);
  });
});

/** @jest-environment node */
import { validEnquiry } from '../testing/http';
import { FormBrowser, hiddenField } from '../testing/formBrowser';
import { removeDir, startServerProcess, type ServerProcess } from '../testing/serverProcess';

/**
 * What ships draws what the source draws: every page of the form posted without JavaScript,
 * from the compiled server (dist-server/main.mjs) and from its TypeScript (tsx), the same
 * requests to each, compared byte for byte (less the token, which is new on every page). A
 * build that compiles the pages otherwise (the classic JSX runtime, a missing style file, a
 * module left out) fails here.
 */
jest.setTimeout(90_000);

const form: Record<string, string> = { ...(validEnquiry as Record<string, string>), website: '' };

const settings = {
  ENQUIRY_COOKIE_SECRET: 'the same key for both servers, 32+ characters',
  ENQUIRY_MIN_FILL_MS: '300',
  ENQUIRY_RATE_LIMIT: '1',
};

interface Drawn {
  status: number;
  html: string;
}

/** The token is random; the wait a limited visitor is told counts down. */
function comparable(html: string): string {
  return html
    .replace(/name="_csrf" value="[^"]*"/g, 'name="_csrf" value="(token)"')
    .replace(/try again in \d+ (seconds?|minutes?)/g, 'try again in (a while)');
}

async function pagesOf(server: ServerProcess, captcha: boolean): Promise<Record<string, Drawn>> {
  const pages: Record<string, Drawn> = {};
  const keep = (name: string, response: { statusCode: number; body: string }) => {
    pages[name] = { status: response.statusCode, html: comparable(response.body) };
  };
  const browser = new FormBrowser(`${server.url}/general/enquiry/form`);
  if (captcha) {
    keep('captcha needed', (await browser.submit(form)).page);
    return pages;
  }
  const check = await browser.submit(form);
  keep('check your enquiry', check.page);
  keep(
    'field errors, values kept',
    (await browser.submit({ ...form, phone: '12345', name: '' })).page,
  );
  const token = hiddenField(check.page.body, '_csrf');
  keep('stale token', (await browser.submit({ ...form, _csrf: `${token}x` })).page);
  const again = await browser.submit(form);
  keep(
    'too soon',
    (await browser.submit({ ...form, _csrf: hiddenField(again.page.body, '_csrf') })).page,
  );
  // the page just drawn stamped the form anew: a person's pause, then Submit
  await new Promise((resolve) => setTimeout(resolve, 400));
  keep(
    'thanks',
    (await browser.submit({ ...form, _csrf: hiddenField(again.page.body, '_csrf') })).page,
  );
  keep('thanks again, from the check page', await browser.get(check.url));
  const other = await browser.submit({ ...form, name: 'Another Enquiry' });
  await new Promise((resolve) => setTimeout(resolve, 400));
  keep(
    'too many (429)',
    (
      await browser.submit({
        ...form,
        name: 'Another Enquiry',
        _csrf: hiddenField(other.page.body, '_csrf'),
      })
    ).page,
  );
  const failed = `${server.url}/general/enquiry/form/not-sent`;
  keep(
    'failure with its messaging link',
    await browser.get(`${failed}?reason=not-saved&class=Violin`),
  );
  keep('too large (from the proxy)', await browser.get(`${failed}?reason=too-large`));
  keep('no length (from the proxy)', await browser.get(`${failed}?reason=no-length`));
  keep('too large (413)', await browser.post({ ...form, remark: 'x'.repeat(20_000) }));
  keep('not UTF-8 (400)', await browser.post({}, {}, Buffer.from('name=%FF')));
  keep('expired draft', await new FormBrowser(browser.formUrl).get(check.url));
  keep(
    'another site (403)',
    await new FormBrowser(browser.formUrl, { 'sec-fetch-site': 'cross-site' }).post(form),
  );
  return pages;
}

describe.each([
  ['the form posted without JavaScript', {}, false],
  [
    'a form post with a captcha provider configured',
    {
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'turnstile-secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    },
    true,
  ],
])('%s: the compiled server draws the pages its source draws', (_case, env, captcha) => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.stop();
      removeDir(server.dataDir);
    }
  });

  it('page for page, status for status', async () => {
    const [compiled, source] = await Promise.all([
      startServerProcess({ ...settings, ...env }),
      startServerProcess({ ...settings, ...env }, undefined, { source: true }),
    ]);
    servers.push(compiled, source);
    const shipped = await pagesOf(compiled, captcha);
    const written = await pagesOf(source, captcha);
    expect(Object.keys(shipped)).toEqual(Object.keys(written));
    for (const [page, drawn] of Object.entries(written)) {
      expect({ page, ...shipped[page] }).toEqual({ page, ...drawn });
    }
    // the pages are what their names say (not two equal error pages)
    if (captcha) {
      expect(shipped['captcha needed']?.html).toContain('that check needs JavaScript');
    } else {
      expect(shipped['check your enquiry']?.html).toContain('<h1>Check your enquiry</h1>');
      expect(shipped['thanks']?.html).toContain('<h1>Thank you!</h1>');
      expect(shipped['too many (429)']).toMatchObject({ status: 429 });
      expect(shipped['too large (413)']).toMatchObject({ status: 413 });
      expect(shipped['field errors, values kept']?.html).toContain('value="12345"');
    }
  });
});

/** @jest-environment node */
import { newIdempotencyKey } from '@harmoni/shared/enquiry';
import { FormBrowser, hiddenField } from '../testing/formBrowser';
import {
  fetchToken,
  postEnquiry,
  request,
  validEnquiry,
  type RequestOptions,
} from '../testing/http';
import { removeDir, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { startShellProxy, type ShellProxy } from '../testing/shellProxy';

// Each test starts real server processes; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

const limit = 3;

describe('per-address rate limit on the enquiry POST', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ ENQUIRY_RATE_LIMIT: String(limit) });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it('answers 429 with Retry-After once an address has sent its share', async () => {
    const session = await fetchToken(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      statuses.push((await postEnquiry(server.url, session)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);

    const limited = await postEnquiry(server.url, session);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfter,
    });
  });

  it('answers a retry of a stored enquiry before the limit is charged', async () => {
    const visitor: RequestOptions = { localAddress: '127.0.0.21' };
    const session = await fetchToken(server.url, visitor);
    const key = { headers: { 'idempotency-key': newIdempotencyKey() }, ...visitor };
    const first = await postEnquiry(server.url, session, undefined, key);
    expect(first.statusCode).toBe(201);
    // the answer was lost: the page retries, again and again, past the limit
    for (let retry = 0; retry < limit + 2; retry += 1) {
      const again = await postEnquiry(server.url, session, undefined, key);
      expect({ status: again.statusCode, body: again.json() }).toEqual({
        status: 201,
        body: first.json(),
      });
    }
    // those retries cost nothing: the address still has its other units
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      statuses.push((await postEnquiry(server.url, session, undefined, visitor)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('charges one unit for an enquiry sent without JavaScript, and tells a limited visitor how long to wait', async () => {
    const formUrl = `${server.url}/general/enquiry/form`;
    const browser = new FormBrowser(formUrl, undefined, '127.0.0.22');
    const form = { ...(validEnquiry as Record<string, string>), website: '' };
    const sendForm = async (name: string) => {
      const { page } = await browser.submit({ ...form, name });
      return browser.submit({ ...form, name, _csrf: hiddenField(page.body, '_csrf') });
    };
    const sent: string[] = [];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      sent.push((await sendForm(`Visitor ${attempt}`)).url);
    }
    expect(sent.every((url) => url.endsWith('/general/enquiry/form/sent'))).toBe(true);
    const limited = await sendForm('One Too Many');
    expect(limited.page.statusCode).toBe(429);
    expect(Number(limited.page.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.page.body).toMatch(
      /You have sent several enquiries in a short time\. Please try again in \d+ (seconds?|minute)\./,
    );
  });

  it('counts requests without a valid token too (they are spam as well)', async () => {
    const other: RequestOptions = { localAddress: '127.0.0.5' };
    const session = await fetchToken(server.url, other);
    const forged = { ...session, token: 'forged' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 1; attempt += 1) {
      statuses.push((await postEnquiry(server.url, forged, undefined, other)).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
  });

  it('forged requests spend their own budget, never the one the real visitor needs', async () => {
    // a page on another site makes the visitor's browser post without the token, from the
    // visitor's own address, until it is cut off
    const visitor: RequestOptions = { localAddress: '127.0.0.7' };
    const session = await fetchToken(server.url, visitor);
    const forged = { ...session, token: 'forged' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      statuses.push((await postEnquiry(server.url, forged, undefined, visitor)).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    // the visitor's own enquiry still goes through
    expect((await postEnquiry(server.url, session, undefined, visitor)).statusCode).toBe(201);
  });

  it('counts invalid enquiries with a valid token in the sender’s own budget', async () => {
    const sender: RequestOptions = { localAddress: '127.0.0.8' };
    const session = await fetchToken(server.url, sender);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const invalid = await postEnquiry(server.url, session, { name: '' }, sender);
      statuses.push(invalid.statusCode);
    }
    statuses.push((await postEnquiry(server.url, session, undefined, sender)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('ignores X-Forwarded-For when no proxy is configured, even from loopback', async () => {
    const caller: RequestOptions = { localAddress: '127.0.0.9' };
    const session = await fetchToken(server.url, caller);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 1; attempt += 1) {
      const response = await postEnquiry(server.url, session, undefined, {
        ...caller,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('does not limit the health check', async () => {
    for (let attempt = 0; attempt < limit * 3; attempt += 1) {
      expect((await request(`${server.url}/healthz`)).statusCode).toBe(200);
    }
  });
});

describe('behind the shell’s /api proxy', () => {
  let server: ServerProcess;
  let proxy: ShellProxy;
  let shellUrl: string;

  beforeAll(async () => {
    server = await startServerProcess({
      ENQUIRY_RATE_LIMIT: String(limit),
      ENQUIRY_TRUSTED_PROXIES: '127.0.0.1',
    });
    proxy = await startShellProxy(server.url);
    shellUrl = proxy.apiUrl;
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it('keys on the visitor the proxy saw: a forged X-Forwarded-For does not reset the count', async () => {
    const visitor: RequestOptions = { localAddress: '127.0.0.2' };
    const session = await fetchToken(shellUrl, visitor);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 2; attempt += 1) {
      const response = await postEnquiry(shellUrl, session, undefined, {
        ...visitor,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('still lets another visitor in', async () => {
    const neighbour: RequestOptions = { localAddress: '127.0.0.3' };
    const session = await fetchToken(shellUrl, neighbour);
    expect((await postEnquiry(shellUrl, session, undefined, neighbour)).statusCode).toBe(201);
  });
});

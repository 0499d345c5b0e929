/** @jest-environment node */
import { newIdempotencyKey } from '@harmoni/shared/enquiry';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchToken, postEnquiry, type TokenSession } from '../testing/http';
import { removeDir, startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { storedCount } from '../testing/storedCount';
import { serverForTests } from '../testing/suiteServer';

jest.setTimeout(30_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('minimum fill time', () => {
  const minimum = 400;
  const suite = serverForTests({ ENQUIRY_MIN_FILL_MS: String(minimum) });
  let server: ServerProcess;
  beforeAll(() => {
    server = suite.server;
  });

  it('refuses an enquiry sent as soon as the form opened, and stores nothing', async () => {
    const session = await fetchToken(server.url);
    const response = await postEnquiry(server.url, session);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SENT_TOO_SOON' });
    expect(storedCount(server)).toBe(0);
  });

  it('takes it once a person could have filled the form', async () => {
    const session = await fetchToken(server.url);
    await pause(minimum + 50);
    expect((await postEnquiry(server.url, session)).statusCode).toBe(201);
  });

  it('refuses an enquiry without the stamp, or with a stamp it did not sign', async () => {
    const session = await fetchToken(server.url);
    await pause(minimum + 50);
    const withoutStamp: TokenSession = {
      ...session,
      cookie: session.cookie.replace(/enquiry-form-opened=[^;]*(; )?/, ''),
    };
    const backDated: TokenSession = {
      ...session,
      cookie: session.cookie.replace(/enquiry-form-opened=[^;]*/, 'enquiry-form-opened=1000'),
    };
    for (const forged of [withoutStamp, backDated]) {
      const response = await postEnquiry(server.url, forged);
      expect(response.json()).toMatchObject({ code: 'SENT_TOO_SOON' });
    }
  });
});

describe('captcha provider', () => {
  let provider: Server;
  let asked: URLSearchParams[];
  let server: ServerProcess;

  beforeAll(async () => {
    asked = [];
    // a fake siteverify endpoint: only the response 'human' passes
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: form.get('response') === 'human' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    server = await startServerProcess({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: 'turnstile-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
    await new Promise((resolve) => provider.close(resolve));
  });

  it.each([
    ['no captcha response', undefined],
    ['a response the provider rejects', 'robot'],
  ])('refuses %s, storing nothing', async (_case, captcha) => {
    const session = await fetchToken(server.url);
    const headers = captcha ? { 'captcha-response': captcha } : {};
    const response = await postEnquiry(server.url, session, undefined, { headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(storedCount(server)).toBe(0);
  });

  it('stores the enquiry when the provider confirms the response', async () => {
    const session = await fetchToken(server.url);
    const response = await postEnquiry(server.url, session, undefined, {
      headers: { 'captcha-response': 'human' },
    });
    expect(response.statusCode).toBe(201);
    expect(storedCount(server)).toBe(1);
    const last = asked.at(-1);
    expect(last?.get('secret')).toBe('turnstile-secret');
    expect(last?.get('remoteip')).toBe('127.0.0.1');
  });

  it('answers a retry of a stored submission again, though its single-use response is spent', async () => {
    const session = await fetchToken(server.url);
    const key = newIdempotencyKey();
    const first = await postEnquiry(server.url, session, undefined, {
      headers: { 'captcha-response': 'human', 'idempotency-key': key },
    });
    const asking = asked.length;
    const retry = await postEnquiry(server.url, session, undefined, {
      headers: { 'captcha-response': 'spent', 'idempotency-key': key },
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(asked).toHaveLength(asking);
  });
});

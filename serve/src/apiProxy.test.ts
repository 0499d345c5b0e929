/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { enquiryUpstream } from './apiProxy';
import { buildAppServer } from './appServer';
import { createFakeDist, type FakeDist } from './testing/fakeDist';
import { listen, request } from './testing/http';

let dist: FakeDist;
beforeAll(() => {
  dist = createFakeDist();
});
afterAll(() => dist.remove());

describe('enquiryUpstream', () => {
  it('prefers ENQUIRY_URL, else localhost on the enquiry port', () => {
    expect(enquiryUpstream({ ENQUIRY_URL: 'http://enquiry.internal:8080' })).toBe(
      'http://enquiry.internal:8080',
    );
    expect(enquiryUpstream({ ENQUIRY_PORT: '4005' })).toBe('http://localhost:4005');
    expect(enquiryUpstream({})).toBe('http://localhost:3005');
  });
});

describe('/api proxy', () => {
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  let shell: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/general/enquiry', async (request, reply) => {
      return reply
        .header('set-cookie', 'csrf=abc; Path=/; HttpOnly; SameSite=Strict')
        .code(201)
        .send({
          url: request.url,
          body: request.body,
          cookie: request.headers.cookie,
          forwardedFor: request.headers['x-forwarded-for'],
          custom: request.headers['x-requested-with'],
        });
    });
    upstream.get('/v2/csrf', async (request) => ({ url: request.url }));
    upstreamUrl = await listen(upstream);
    shell = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { ENQUIRY_URL: upstreamUrl },
    });
    base = await listen(shell);
  });
  afterAll(async () => {
    await shell.close();
    await upstream.close();
  });

  it('forwards path, body, cookies and headers, and adds X-Forwarded-For', async () => {
    const data = { class: 'Piano', name: 'Aisyah', phone: '0123456789' };
    const res = await request(`${base}/api/general/enquiry?source=contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'csrf=abc; other=1',
        'x-requested-with': 'fetch',
        accept: 'application/json',
      },
      body: JSON.stringify({ data }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['csrf=abc; Path=/; HttpOnly; SameSite=Strict']);
    expect(res.json()).toEqual({
      url: '/general/enquiry?source=contact',
      body: { data },
      cookie: 'csrf=abc; other=1',
      forwardedFor: '127.0.0.1',
      custom: 'fetch',
    });
  });

  it('refuses a body of unknown length (chunked) with 411 before forwarding any of it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/api/general/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"data":');
      req.end('{}}');
    });
    expect(status).toBe(411);
  });

  it('appends the client to an existing X-Forwarded-For chain', async () => {
    const res = await request(`${base}/api/general/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: '{"data":{}}',
    });
    expect(res.json()).toMatchObject({ forwardedFor: '203.0.113.7, 127.0.0.1' });
  });

  it('keeps a path given in ENQUIRY_URL', async () => {
    const prefixed = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { ENQUIRY_URL: `${upstreamUrl}/v2/` },
    });
    const res = await request(`${await listen(prefixed)}/api/csrf`);
    await prefixed.close();
    expect(res.json()).toEqual({ url: '/v2/csrf' });
  });

  it('answers JSON 502 when the enquiry server is down', async () => {
    const down = Fastify();
    const downUrl = await listen(down);
    await down.close();
    const orphan = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { ENQUIRY_URL: downUrl },
    });
    const orphanBase = await listen(orphan);
    const res = await request(`${orphanBase}/api/general/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
    });
    const health = await request(`${orphanBase}/healthz`);
    await orphan.close();
    expect([502, 503]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: res.statusCode });
    expect(health.statusCode).toBe(200);
  });

  it('is not offered by remotes', async () => {
    const remote = buildAppServer({
      workspace: 'mf-contact',
      root: dist.root,
      env: { ENQUIRY_URL: upstreamUrl },
    });
    const res = await request(`${await listen(remote)}/api/general/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await remote.close();
    expect(res.statusCode).toBe(404);
  });
});

describe("the /api proxy's refusals of an oversized body", () => {
  const pagePolicy = "default-src 'none'; style-src 'sha256-page'";
  let upstream: FastifyInstance;
  let shell: FastifyInstance;
  let base: string;
  let reasons: unknown[];

  beforeAll(async () => {
    reasons = [];
    upstream = Fastify();
    // the enquiry server's own "not sent" page, as it answers the form route
    upstream.get<{ Querystring: { reason?: string } }>(
      '/general/enquiry/form/not-sent',
      async (request, reply) => {
        reasons.push(request.query.reason);
        return reply
          .header('content-security-policy', pagePolicy)
          .type('text/html; charset=utf-8')
          .send(`<!DOCTYPE html><h1>Oops...</h1><p>${request.query.reason ?? ''}</p>`);
      },
    );
    upstream.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    upstream.post('/general/enquiry/form', async () => 'forwarded');
    shell = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { ENQUIRY_URL: await listen(upstream) },
    });
    base = await listen(shell);
  });
  afterAll(async () => {
    await shell.close();
    await upstream.close();
  });

  const browserForm = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  };
  const tooLarge = `name=Aisyah&remark=${'x'.repeat(9 * 1024)}`;

  it("answers a browser's form post with the enquiry server's page, and its own 413", async () => {
    reasons = [];
    const res = await request(`${base}/api/general/enquiry/form`, {
      method: 'POST',
      headers: browserForm,
      body: tooLarge,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(pagePolicy);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Oops...</h1><p>too-large</p>');
    expect(reasons).toEqual(['too-large']);
  });

  it('answers a form post of unknown length with the page too, and 411', async () => {
    const res = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(`${base}/api/general/enquiry/form`, {
          method: 'POST',
          headers: { ...browserForm, 'transfer-encoding': 'chunked' },
        });
        req.on('response', (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 0,
              type: answer.headers['content-type'] ?? '',
              body,
            }),
          );
        });
        req.on('error', reject);
        req.write('name=');
        req.end('Aisyah');
      },
    );
    expect(res.status).toBe(411);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.body).toContain('<p>no-length</p>');
  });

  it.each<[string, Record<string, string>]>([
    ['a fetch of JSON', { 'content-type': 'application/json', accept: 'application/json' }],
    ['a form body from a script', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('answers %s with JSON', async (_who, headers) => {
    const res = await request(`${base}/api/general/enquiry`, {
      method: 'POST',
      headers,
      body: tooLarge,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('forwards a form post within the limit', async () => {
    const res = await request(`${base}/api/general/enquiry/form`, {
      method: 'POST',
      headers: browserForm,
      body: 'name=Aisyah',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('forwarded');
  });

  it('falls back to a plain page with the WhatsApp link when the enquiry server is down', async () => {
    const down = Fastify();
    const downUrl = await listen(down);
    await down.close();
    const orphan = buildAppServer({
      workspace: 'shell',
      root: dist.root,
      env: { ENQUIRY_URL: downUrl },
    });
    const res = await request(`${await listen(orphan)}/api/general/enquiry/form`, {
      method: 'POST',
      headers: browserForm,
      body: tooLarge,
    });
    await orphan.close();
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Oops...</h1>');
    expect(res.body).toContain('href="https://wa.me/');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});

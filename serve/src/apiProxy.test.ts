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

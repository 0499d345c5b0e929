/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { listen, request } from '../testing/http';
import { counterMetric } from './metricKinds';
import { metricsPlugin } from './metricsPlugin';
import { bearerToken, sameToken } from './metricsToken';

const TOKEN = 'a-long-metrics-token';

async function serverWith(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify();
  await app.register(metricsPlugin, {
    server: 'test',
    env,
    routeOf: (req) => (req.url.startsWith('/page/') ? '/page/:name' : undefined),
  });
  app.get('/album/:folder', async () => ({ ok: true }));
  return { app, base: await listen(app) };
}

describe('/metrics', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    ({ app, base } = await serverWith({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(() => app.close());

  const metricsText = async () => {
    const res = await request(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('answers Prometheus text with the token', async () => {
    const res = await metricsText();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE harmoni_http_requests_total counter');
    // the process's own figures
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it.each([
    ['no header', undefined],
    ['another token', `Bearer ${TOKEN}x`],
    ['a prefix of it', `Bearer ${TOKEN.slice(0, 5)}`],
    ['the token without the scheme', TOKEN],
    ['basic auth', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
  ])('refuses %s with 401', async (_name, authorization) => {
    const res = await request(`${base}/metrics`, {
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.body).not.toContain('harmoni_http_requests_total');
  });

  it('counts requests by route pattern and status, never by the URL asked', async () => {
    await request(`${base}/album/piano-recital-2024`);
    await request(`${base}/album/another`);
    await request(`${base}/page/secret-junk-path`);
    await request(`${base}/nowhere/at-all`);
    const { body } = await metricsText();
    expect(body).toMatch(
      /harmoni_http_requests_total\{server="test",method="GET",route="\/album\/:folder",status="200"\} 2/,
    );
    expect(body).toMatch(/route="\/page\/:name",status="404"\} 1/);
    expect(body).toMatch(/route="unmatched",status="404"\} 1/);
    expect(body).toMatch(
      /harmoni_http_request_duration_seconds_count\{server="test",method="GET",route="\/album\/:folder"\} 2/,
    );
    expect(body).not.toContain('piano-recital-2024');
    expect(body).not.toContain('secret-junk-path');
    expect(body).not.toContain('nowhere');
  });

  it("answers the other servers' and helpers' metrics from the same registry", async () => {
    counterMetric({ name: 'harmoni_test_things_total', help: 'things', labelNames: ['kind'] }).inc({
      kind: 'one',
    });
    // defined twice (a second server in the process): the same metric
    counterMetric({ name: 'harmoni_test_things_total', help: 'things', labelNames: ['kind'] }).inc({
      kind: 'one',
    });
    const { body } = await metricsText();
    expect(body).toContain('harmoni_test_things_total{kind="one"} 2');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route at all', async () => {
    const { app, base } = await serverWith({});
    try {
      const res = await request(`${base}/metrics`, { headers: { authorization: 'Bearer ' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('treats a blank METRICS_TOKEN as none', async () => {
    const { app, base } = await serverWith({ METRICS_TOKEN: '  ' });
    try {
      expect(
        (await request(`${base}/metrics`, { headers: { authorization: 'Bearer  ' } })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the token', () => {
  it('reads only a bearer header', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc ')).toBe('abc');
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('compares whole tokens of any length', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abcd')).toBe(false);
    expect(sameToken('', 'abc')).toBe(false);
  });
});

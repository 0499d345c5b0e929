/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAppServer } from '../appServer';
import { buildReleaseHost } from '../registry/releaseHost';
import { createFakeDist, type FakeDist } from '../testing/fakeDist';
import { listen, request } from '../testing/http';

const TOKEN = 'server-metrics-token';
const env = { METRICS_TOKEN: TOKEN };
const withToken = { headers: { authorization: `Bearer ${TOKEN}` } };
const HTML = { headers: { accept: 'text/html' } };

let dist: FakeDist;
beforeAll(() => {
  dist = createFakeDist();
});
afterAll(() => dist.remove());

/** Log lines a server wrote, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe("the shell's server", () => {
  let app: FastifyInstance;
  let base: string;
  const log = logLines();
  beforeAll(async () => {
    app = buildAppServer({ workspace: 'shell', root: dist.root, env, logStream: log.stream });
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('labels pages by their route table pattern', async () => {
    await request(`${base}/lesson/piano`, HTML);
    await request(`${base}/lesson/violin`, HTML);
    await request(`${base}/`, HTML);
    await request(`${base}/no/such/page-at-all`, HTML);
    const { body } = await request(`${base}/metrics`, withToken);
    expect(body).toMatch(/server="shell",method="GET",route="\/lesson\/:lesson",status="503"\} 2/);
    expect(body).toMatch(/server="shell",method="GET",route="\/",status="200"\} 1/);
    expect(body).toMatch(/route="page-not-found",status="404"\} 1/);
    expect(body).not.toMatch(/piano|violin|page-at-all/);
  });

  it('writes no line per request by default, but writes warnings', async () => {
    const before = log.lines.length;
    await request(`${base}/about`, HTML);
    expect(log.lines.slice(before).filter((line) => line.msg === 'request completed')).toEqual([]);
    app.log.warn('something the operator must see');
    expect(log.lines.at(-1)).toMatchObject({ level: 40, msg: 'something the operator must see' });
  });
});

it('--log adds a line per request, without the visitor’s address', async () => {
  const log = logLines();
  const app = buildAppServer({
    workspace: 'mf-gallery',
    root: dist.root,
    env,
    logger: true,
    logStream: log.stream,
  });
  const base = await listen(app);
  try {
    await request(`${base}/mf-manifest.json`);
    const completed = log.lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    const incoming = log.lines.find((line) => line.msg === 'incoming request');
    expect(incoming).toMatchObject({ req: { method: 'GET', url: '/mf-manifest.json' } });
    const requestLines = log.lines.filter((line) => line.reqId !== undefined);
    expect(JSON.stringify(requestLines)).not.toMatch(/remoteAddress|remotePort|127\.0\.0\.1/);
  } finally {
    await app.close();
  }
});

it("a remote's server serves /metrics too", async () => {
  const app = buildAppServer({ workspace: 'mf-about', root: dist.root, env });
  const base = await listen(app);
  try {
    await request(`${base}/mf-manifest.json`);
    const { body, statusCode } = await request(`${base}/metrics`, withToken);
    expect(statusCode).toBe(200);
    expect(body).toMatch(/server="mf-about",method="GET",route="\/\*",status="200"\} 1/);
    expect((await request(`${base}/metrics`)).statusCode).toBe(401);
  } finally {
    await app.close();
  }
});

it('the release host serves /metrics too', async () => {
  const store = mkdtempSync(join(tmpdir(), 'harmoni-store-'));
  const app = buildReleaseHost({ root: store, env });
  const base = await listen(app);
  try {
    await request(`${base}/gallery/1.0.0-abc/mf-manifest.json`);
    const { body, statusCode } = await request(`${base}/metrics`, withToken);
    expect(statusCode).toBe(200);
    expect(body).toMatch(/server="releases",method="GET",route="unmatched",status="404"\} 1/);
    expect(
      (await request(`${base}/metrics`, { headers: { authorization: 'Bearer x' } })).statusCode,
    ).toBe(401);
  } finally {
    await app.close();
    rmSync(store, { recursive: true, force: true });
  }
});

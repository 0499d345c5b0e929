/** @jest-environment node */
import { buildAppServer } from '@harmoni/serve';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchToken, postEnquiry, request, type RequestOptions } from './testing/http';
import { removeDir, startServerProcess, type ServerProcess } from './testing/serverProcess';

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
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
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

  it('does not limit the health check', async () => {
    for (let attempt = 0; attempt < limit * 3; attempt += 1) {
      expect((await request(`${server.url}/healthz`)).statusCode).toBe(200);
    }
  });
});

describe('behind the shell’s /api proxy', () => {
  let server: ServerProcess;
  let shell: FastifyInstance;
  let shellUrl: string;
  let distDir: string;

  beforeAll(async () => {
    server = await startServerProcess({ ENQUIRY_RATE_LIMIT: String(limit) });
    distDir = mkdtempSync(join(tmpdir(), 'enquiry-shell-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
    shell = buildAppServer({ workspace: 'shell', root: distDir, env: { ENQUIRY_URL: server.url } });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    shellUrl = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    await shell?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
    rmSync(distDir, { recursive: true, force: true });
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

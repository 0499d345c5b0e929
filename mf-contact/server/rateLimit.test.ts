/** @jest-environment node */
import { fetchToken, postEnquiry, request, type RequestOptions } from './testing/http';
import { removeDir, startServerProcess, type ServerProcess } from './testing/serverProcess';
import { startShellProxy, type ShellProxy } from './testing/shellProxy';

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
  let proxy: ShellProxy;
  let shellUrl: string;

  beforeAll(async () => {
    server = await startServerProcess({ ENQUIRY_RATE_LIMIT: String(limit) });
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

/** @jest-environment node */
import { fetchToken, jsonHeaders, request, validEnquiry, type TokenSession } from './testing/http';
import { removeDir, startServerProcess, type ServerProcess } from './testing/serverProcess';
import { startShellProxy, type ShellProxy } from './testing/shellProxy';
import { notSentNotices } from './formPost/formRoute';

jest.setTimeout(30_000);

describe('an oversized body through the shell’s /api proxy', () => {
  let server: ServerProcess;
  let proxy: ShellProxy;
  let session: TokenSession;

  beforeAll(async () => {
    server = await startServerProcess();
    proxy = await startShellProxy(server.url);
    session = await fetchToken(proxy.apiUrl);
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  const post = (body: string | Buffer) =>
    request(`${proxy.apiUrl}/general/enquiry`, {
      method: 'POST',
      headers: jsonHeaders(session),
      body,
    });

  it.each([
    ['2 MB', 2 * 1024 * 1024],
    ['just over 8 KB', 8 * 1024 + 1],
  ])('%s answers 413 with the enquiry server’s JSON error, not 502', async (_size, bytes) => {
    const response = await post(Buffer.alloc(bytes, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('a form posted without JavaScript gets the site’s page with the way on, not JSON', async () => {
    const response = await request(`${proxy.apiUrl}/general/enquiry/form`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        origin: new URL(proxy.apiUrl).origin,
      },
      body: new URLSearchParams({ ...validEnquiry, remark: 'x'.repeat(9 * 1024) }).toString(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(response.body).toContain('<h1>Oops...</h1>');
    expect(response.body).toContain(notSentNotices['too-large']);
    expect(response.body).toContain('Message us on WhatsApp');
    expect(response.body).toContain('class="site-bar"');
  });

  it('a body at the limit still goes through', async () => {
    const body = JSON.stringify({ data: validEnquiry });
    const padded = body.replace('{', `{${' '.repeat(8 * 1024 - body.length)}`);
    expect(Buffer.byteLength(padded)).toBe(8 * 1024);
    expect((await post(padded)).statusCode).toBe(201);
  });
});

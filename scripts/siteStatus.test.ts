/** @jest-environment node */
import { statusCommand, StatusError } from './siteStatus';

const answering = (status: number, body = '') =>
  jest.fn<Promise<Response>, [URL, RequestInit?]>(async () => new Response(body, { status }));

describe('npm run status', () => {
  it("prints the shell's status text, asked with the token as the bearer", async () => {
    const fetchImpl = answering(200, 'gallery: live 2.0.0-a');
    const env = { METRICS_TOKEN: 'secret', SITE_URL: 'https://www.harmoni.example' };
    await expect(statusCommand([], env, fetchImpl as unknown as typeof fetch)).resolves.toBe(
      'gallery: live 2.0.0-a',
    );
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://www.harmoni.example/_status');
    expect(init?.headers).toEqual({ authorization: 'Bearer secret', accept: 'text/plain' });
  });

  it('asks another shell with --url', async () => {
    const fetchImpl = answering(200, 'ok');
    await statusCommand(
      ['--url', 'http://localhost:4600'],
      { METRICS_TOKEN: 't' },
      fetchImpl as unknown as typeof fetch,
    );
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('http://localhost:4600/_status');
  });

  it.each([
    [{}, 200, /METRICS_TOKEN is not set/],
    [{ METRICS_TOKEN: 't' }, 404, /runs without METRICS_TOKEN/],
    [{ METRICS_TOKEN: 't' }, 401, /refused the token/],
    [{ METRICS_TOKEN: 't' }, 500, /HTTP 500/],
  ])('says plainly what is wrong (%j, HTTP %i)', async (env, status, message) => {
    const run = statusCommand([], env, answering(status) as unknown as typeof fetch);
    await expect(run).rejects.toThrow(StatusError);
    await expect(
      statusCommand([], env, answering(status) as unknown as typeof fetch),
    ).rejects.toThrow(message);
  });
});

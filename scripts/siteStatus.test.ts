/** @jest-environment node */
import { canaryCommand, statusCommand, StatusError } from './siteStatus';

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

describe('npm run canary', () => {
  const canary = {
    release: '2.0.0-b',
    share: 10,
    startedAt: '2026-11-27T01:00:00.000Z',
    candidate: {
      pageViews: 3,
      failuresPerThousand: 0,
      failures: {},
      p75: {},
      samples: {},
      serverRenders: 0,
    },
    live: {
      pageViews: 30,
      failuresPerThousand: 0,
      failures: {},
      p75: {},
      samples: {},
      serverRenders: 40,
      renderFailuresPerThousand: 25,
    },
    comparison: {
      verdict: 'too few page views',
      reasons: ['3 of the 100 page views a verdict needs (and 0 server renders)'],
    },
  };
  const status = JSON.stringify({
    remotes: [
      { remote: 'gallery', live: '1.0.0-a', canary },
      { remote: 'about', live: '1.0.0-c' },
    ],
  });

  it("prints a remote's canary beside its live release, from the status page's JSON", async () => {
    const fetchImpl = answering(200, status);
    const env = { METRICS_TOKEN: 'secret', SITE_URL: 'https://www.harmoni.example' };
    await expect(
      canaryCommand(['gallery'], env, fetchImpl as unknown as typeof fetch),
    ).resolves.toBe(
      [
        'gallery: canary 2.0.0-b for 10% of visitors since 2026-11-27T01:00:00.000Z',
        '  candidate 2.0.0-b: 3 views, p75 LCP –, INP –, CLS –, failures 0.0‰; server renders 0, failed –',
        '  live 1.0.0-a: 30 views, p75 LCP –, INP –, CLS –, failures 0.0‰; server renders 40, failed 25.0‰',
        '  verdict (last day): too few page views: 3 of the 100 page views a verdict needs (and 0 server renders)',
      ].join('\n'),
    );
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toEqual({
      authorization: 'Bearer secret',
      accept: 'application/json',
    });
  });

  it('says when no canary runs, and refuses an unknown remote or none', async () => {
    const env = { METRICS_TOKEN: 't' };
    const ask = (argv: string[]) =>
      canaryCommand(argv, env, answering(200, status) as unknown as typeof fetch);
    await expect(ask(['about'])).resolves.toBe('about has no canary running (live: 1.0.0-c)');
    await expect(ask(['piano'])).rejects.toThrow('The shell knows no remote "piano"');
    await expect(ask([])).rejects.toThrow(/Name a remote/);
  });
});

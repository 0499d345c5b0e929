import { apiFetch, isRelativeUrl } from './apiFetch';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  clearCookies();
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response('{}', { status: 201 })),
  );
  global.fetch = fetchMock;
});

describe('isRelativeUrl', () => {
  it.each(['/api/general/enquiry', 'api/x', './x', '../x', '?q=1', '/'])(
    '%s is relative',
    (url) => {
      expect(isRelativeUrl(url)).toBe(true);
    },
  );

  it.each([
    'https://example.com/api',
    'http://localhost:3005/general/enquiry',
    '//evil.example/api',
    'HTTPS://EXAMPLE.COM',
    'mailto:hello@example.com',
  ])('%s is not', (url) => {
    expect(isRelativeUrl(url)).toBe(false);
  });
});

describe('apiFetch', () => {
  it('sends the token cookie in a header on a POST to a relative URL', async () => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    document.cookie = 'other=1; path=/';
    const body = JSON.stringify({ data: {} });
    const response = await apiFetch('/api/general/enquiry', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/general/enquiry');
    expect(sentHeaders().get('X-XSRF-TOKEN')).toBe('token-1');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'post'])('sends it on %s too', async (method) => {
    document.cookie = 'XSRF-TOKEN=token-2; path=/';
    await apiFetch('/api/x', { method });
    expect(sentHeaders().get('X-XSRF-TOKEN')).toBe('token-2');
  });

  it('does not send it on GET, explicit or default', async () => {
    document.cookie = 'XSRF-TOKEN=token-3; path=/';
    await apiFetch('/api/general/csrf');
    await apiFetch('/api/general/csrf', { method: 'GET' });
    expect(sentHeaders(0).has('X-XSRF-TOKEN')).toBe(false);
    expect(sentHeaders(1).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('never sends it to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=token-4; path=/';
    await apiFetch('https://third-party.example/collect', { method: 'POST' });
    await apiFetch('//third-party.example/collect', { method: 'POST' });
    expect(sentHeaders(0).has('X-XSRF-TOKEN')).toBe(false);
    expect(sentHeaders(1).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends no header when there is no token cookie', async () => {
    await apiFetch('/api/general/enquiry', { method: 'POST' });
    expect(sentHeaders().has('X-XSRF-TOKEN')).toBe(false);
  });

  it('keeps a header the caller set itself', async () => {
    document.cookie = 'XSRF-TOKEN=from-cookie; path=/';
    await apiFetch('/api/x', { method: 'POST', headers: { 'X-XSRF-TOKEN': 'explicit' } });
    expect(sentHeaders().get('X-XSRF-TOKEN')).toBe('explicit');
  });
});

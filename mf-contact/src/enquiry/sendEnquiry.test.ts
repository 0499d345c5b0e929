import type { EnquiryInput } from '@harmoni/shared/enquiry';
import { EnquiryRequestError, enquiryData, openEnquiry, sendEnquiry } from './sendEnquiry';

const values: EnquiryInput = {
  class: 'Violin',
  title: 'Ms',
  name: 'Chen Mei',
  phone: '0123456789',
  email: '',
  prefer: 'Phone Call',
  remark: '',
  website: '',
};

const submission = { idempotencyKey: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' };
/** the visitor started on the form long ago: its token is there, the fill time has passed */
const openedEarlier = { ...submission, opened: Promise.resolve(0) };
const noWait = 0;

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

type Call = { url: string; method: string; headers: Headers; body?: string };

/** A fake enquiry server: the token route sets a cookie, posts answer with the given statuses. */
function fakeServer(
  postStatuses: number[],
  tokenStatus = 204,
  answer: (status: number) => Response = (status) => new Response('{}', { status }),
) {
  const calls: Call[] = [];
  let tokens = 0;
  const fetchMock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ url, method, headers: new Headers(init.headers), body: init.body as string });
    if (method === 'GET') {
      if (tokenStatus < 400) {
        tokens += 1;
        document.cookie = `XSRF-TOKEN=token-${tokens}; path=/`;
      }
      return Promise.resolve(new Response(null, { status: tokenStatus }));
    }
    const status = postStatuses.shift() ?? 500;
    return Promise.resolve(answer(status));
  });
  global.fetch = fetchMock;
  return calls;
}

beforeEach(clearCookies);

describe('sendEnquiry', () => {
  it('gets the token cookies first if the form had none, then posts {"data": ...} as JSON', async () => {
    const calls = fakeServer([201]);
    await sendEnquiry(values, submission, '/api', noWait);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/general/csrf',
      'POST /api/general/enquiry',
    ]);
    const post = calls[1];
    if (!post) throw new Error('no POST was made');
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(post.headers.get('Accept')).toBe('application/json');
    expect(post.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    expect(post.headers.get('Idempotency-Key')).toBe(submission.idempotencyKey);
    expect(JSON.parse(post.body ?? '')).toEqual({
      data: {
        class: 'Violin',
        title: 'Ms',
        name: 'Chen Mei',
        phone: '0123456789',
        email: '',
        prefer: 'Phone Call',
        remark: '',
      },
    });
  });

  it('uses the token fetched when the visitor started on the form', async () => {
    document.cookie = 'XSRF-TOKEN=kept; path=/';
    const calls = fakeServer([201]);
    await sendEnquiry(values, openedEarlier);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('kept');
  });

  it('uses another API base when given one', async () => {
    document.cookie = 'XSRF-TOKEN=kept; path=/';
    const calls = fakeServer([201]);
    await sendEnquiry(values, openedEarlier, '/enquiry-api');
    expect(calls[0]?.url).toBe('/enquiry-api/general/enquiry');
  });

  it('after a 403, fetches a fresh token and retries once', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const calls = fakeServer([403, 201]);
    await sendEnquiry(values, openedEarlier, '/api', noWait);
    expect(calls.map(({ method }) => method)).toEqual(['POST', 'GET', 'POST']);
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('stale');
    expect(calls[2]?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    // the same submission: stored once even if the first try had been
    expect(calls[2]?.headers.get('Idempotency-Key')).toBe(submission.idempotencyKey);
  });

  it('fails when the retry is refused as well', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const calls = fakeServer([403, 403]);
    const failure = sendEnquiry(values, openedEarlier, '/api', noWait);
    await expect(failure).rejects.toBeInstanceOf(EnquiryRequestError);
    await expect(failure).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(3);
  });

  it.each([400, 413, 422, 429, 500, 502])('fails on %i without retrying', async (status) => {
    document.cookie = 'XSRF-TOKEN=ok; path=/';
    const calls = fakeServer([status]);
    await expect(sendEnquiry(values, openedEarlier)).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it('takes a key the server already holds (409 ENQUIRY_ALREADY_RECEIVED) as delivered', async () => {
    fakeServer([409], 204, (status) =>
      Response.json({ code: 'ENQUIRY_ALREADY_RECEIVED', id: 'x', receivedAt: 'y' }, { status }),
    );
    await expect(sendEnquiry(values, openedEarlier, '/api', noWait)).resolves.toBeUndefined();
    fakeServer([409], 204, (status) => Response.json({ code: 'CONFLICT' }, { status }));
    await expect(sendEnquiry(values, openedEarlier, '/api', noWait)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('fails a 429 with when the server takes enquiries again', async () => {
    fakeServer([429], 204, (status) =>
      Response.json({ retryAfterSeconds: 42 }, { status, headers: { 'Retry-After': '42' } }),
    );
    await expect(sendEnquiry(values, openedEarlier, '/api', noWait)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('fails without posting when the token cannot be had', async () => {
    const calls = fakeServer([201], 502);
    await expect(sendEnquiry(values, submission)).rejects.toMatchObject({ status: 502 });
    expect(calls.map(({ method }) => method)).toEqual(['GET']);
  });

  it('fails when the network does', async () => {
    document.cookie = 'XSRF-TOKEN=ok; path=/';
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEnquiry(values, openedEarlier)).rejects.toThrow('Failed to fetch');
  });
});

describe('the minimum fill time', () => {
  it('waits until that long after the form was stamped before posting', async () => {
    document.cookie = 'XSRF-TOKEN=ok; path=/';
    const calls = fakeServer([201]);
    const stamped = performance.now();
    const times: number[] = [];
    const fetchMock = global.fetch;
    global.fetch = (input, init) => {
      times.push(performance.now());
      return fetchMock(input, init);
    };
    await sendEnquiry(values, { ...submission, opened: Promise.resolve(stamped) }, '/api', 120);
    expect(calls).toHaveLength(1);
    expect((times[0] ?? 0) - stamped).toBeGreaterThanOrEqual(115);
  });

  it('stamps the form now when it could not when the visitor started', async () => {
    const calls = fakeServer([201]);
    await sendEnquiry(values, { ...submission, opened: Promise.resolve(undefined) }, '/api', 0);
    expect(calls.map(({ method }) => method)).toEqual(['GET', 'POST']);
  });

  it('openEnquiry fetches the token and never rejects', async () => {
    const calls = fakeServer([], 204);
    expect(typeof (await openEnquiry())).toBe('number');
    expect(calls.map(({ url }) => url)).toEqual(['/api/general/csrf']);
    fakeServer([], 502);
    await expect(openEnquiry()).resolves.toBeUndefined();
  });

  it('sends a captcha response when there is one', async () => {
    document.cookie = 'XSRF-TOKEN=ok; path=/';
    const calls = fakeServer([201]);
    await sendEnquiry(values, { ...openedEarlier, captchaResponse: 'turnstile-token' });
    expect(calls[0]?.headers.get('Captcha-Response')).toBe('turnstile-token');
  });
});

describe('enquiryData', () => {
  it('leaves out an empty honeypot, and keeps a filled one for the server to catch', () => {
    expect(enquiryData(values)).not.toHaveProperty('website');
    expect(enquiryData({ ...values, website: 'spam' })).toMatchObject({ website: 'spam' });
  });
});

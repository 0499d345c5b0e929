/**
 * A small HTTP client for the server tests: plain node:http (Jest cannot load Fastify's
 * `inject`), with the CSRF cookie round trip a browser would do.
 */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { EnquiryInput } from '@harmoni/shared/enquiry';

export interface HttpResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** the client's own address, e.g. '127.0.0.2' to be another visitor on loopback */
  localAddress?: string;
  /** gives up this long after sending, as a browser's timeout would: the promise rejects */
  abortAfterMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    // A server that refuses a large body answers before reading it all and closes: the rest of
    // our write then fails (EPIPE), which does not undo the answer we already have.
    let answered = false;
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body) as T,
          });
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(options.body);
    if (options.abortAfterMs !== undefined) {
      setTimeout(() => req.destroy(new Error('the client gave up waiting')), options.abortAfterMs);
    }
  });
}

/** name=value pairs of a response's Set-Cookie headers. */
export function cookiesOf(response: HttpResponse): Record<string, string> {
  return Object.fromEntries(
    (response.headers['set-cookie'] ?? []).map((line) => {
      const pair = line.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      return [pair.slice(0, separator), pair.slice(separator + 1)];
    }),
  );
}

export interface TokenSession {
  /** the Cookie header a browser would send back */
  cookie: string;
  token: string;
}

/** What the contact page does first: GET the token route and keep both cookies. */
export async function fetchToken(
  base: string,
  options: RequestOptions = {},
): Promise<TokenSession> {
  const response = await request(`${base}/general/csrf`, options);
  if (response.statusCode !== 204) {
    throw new Error(`GET /general/csrf answered ${response.statusCode}: ${response.body}`);
  }
  const cookies = cookiesOf(response);
  const token = cookies['XSRF-TOKEN'];
  if (!token) throw new Error('GET /general/csrf set no XSRF-TOKEN cookie');
  return {
    cookie: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    token,
  };
}

export function jsonHeaders(session: TokenSession): OutgoingHttpHeaders {
  return {
    'content-type': 'application/json',
    cookie: session.cookie,
    'x-xsrf-token': session.token,
  };
}

export const validEnquiry: EnquiryInput = {
  class: 'Piano',
  title: 'Ms',
  name: 'Nurul Aisyah binti Ahmad',
  phone: '+6012-3456789',
  email: 'aisyah.parent@example.com',
  prefer: 'WhatsApp',
  remark: 'My daughter is 7 and would like to try piano on Saturdays.',
};

export function postEnquiry(
  base: string,
  session: TokenSession,
  data: unknown = validEnquiry,
  options: RequestOptions = {},
): Promise<HttpResponse> {
  return request(`${base}/general/enquiry`, {
    method: 'POST',
    body: JSON.stringify({ data }),
    ...options,
    headers: { ...jsonHeaders(session), ...options.headers },
  });
}

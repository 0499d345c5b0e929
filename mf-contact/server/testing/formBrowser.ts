/**
 * A browser without JavaScript, as the form-post tests need one: it keeps the cookies it is
 * given, sends Fetch Metadata as a browser does for its own site, and follows a 303 with a GET.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { cookiesOf, request, type HttpResponse } from './http';

export interface Submitted {
  /** the answer to the POST itself */
  post: HttpResponse;
  /** the page a 303 led to (the POST's own answer when it was not a 303) */
  page: HttpResponse;
  /** that page's address */
  url: string;
}

export class FormBrowser {
  readonly cookies = new Map<string, string>();

  /** `formUrl`: where the form posts (…/general/enquiry/form) */
  constructor(
    readonly formUrl: string,
    private readonly headers: OutgoingHttpHeaders = {
      origin: new URL(formUrl).origin,
      'sec-fetch-site': 'same-origin',
    },
    /** the browser's own address, e.g. '127.0.0.2' to be another visitor on loopback */
    private readonly localAddress?: string,
  ) {}

  private keep(response: HttpResponse): HttpResponse {
    for (const [name, value] of Object.entries(cookiesOf(response))) this.cookies.set(name, value);
    return response;
  }

  private cookieHeader(): OutgoingHttpHeaders {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }

  async get(url: string): Promise<HttpResponse> {
    return this.keep(
      await request(url, { headers: this.cookieHeader(), localAddress: this.localAddress }),
    );
  }

  async post(
    fields: Record<string, string>,
    headers: OutgoingHttpHeaders = {},
    body: string | Buffer = new URLSearchParams(fields).toString(),
  ): Promise<HttpResponse> {
    return this.keep(
      await request(this.formUrl, {
        method: 'POST',
        localAddress: this.localAddress,
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...this.headers,
          ...this.cookieHeader(),
          ...headers,
        },
      }),
    );
  }

  /** Posts the form and, on a 303, loads the page it names. */
  async submit(
    fields: Record<string, string>,
    headers: OutgoingHttpHeaders = {},
  ): Promise<Submitted> {
    const post = await this.post(fields, headers);
    const location = post.headers.location;
    if (post.statusCode !== 303 || location === undefined) {
      return { post, page: post, url: this.formUrl };
    }
    const url = new URL(location, this.formUrl).href;
    return { post, page: await this.get(url), url };
  }
}

/** The value of a page's hidden field. */
export function hiddenField(page: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1];
  if (value === undefined) throw new Error(`the page has no hidden field ${name}`);
  return value;
}

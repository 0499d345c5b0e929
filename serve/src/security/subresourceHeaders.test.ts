/** @jest-environment node */
import Fastify from 'fastify';
import { listen, request } from '../testing/http';
import {
  DOCUMENT_ONLY_HEADERS,
  isSubresourceFile,
  registerSubresourceHeaders,
} from './subresourceHeaders';

describe('isSubresourceFile', () => {
  it.each([
    '/static/js/index.1a2b.js',
    '/static/js/async/x.1a2b.js.br',
    '/static/css/async/l.9be9.css.gz',
    '/static/font/inter.woff2',
    '/assets/images/banner.webp',
    '/assets/images/banner.JPG',
  ])('%s is never a document', (file) => expect(isSubresourceFile(file)).toBe(true));

  it.each(['/', '/lesson/piano', '/favicon.svg', '/assets/logo.svg.br', '/remotes.json'])(
    '%s is a page, may open as a document, or is data',
    (file) => expect(isSubresourceFile(file)).toBe(false),
  );
});

describe('registerSubresourceHeaders', () => {
  const app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    // as helmet does, on the raw response
    for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.setHeader(header, 'set');
    reply.raw.setHeader('x-content-type-options', 'nosniff');
  });
  registerSubresourceHeaders(app);
  app.get('/*', async () => 'file');
  let base: string;
  beforeAll(async () => {
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('leaves a script only the headers that apply to it', async () => {
    const res = await request(`${base}/static/js/index.1a2b.js?v=1`);
    for (const header of DOCUMENT_ONLY_HEADERS) expect(res.headers[header]).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps every header on a page and on a file that can be a document', async () => {
    for (const url of ['/contact', '/favicon.svg']) {
      const res = await request(`${base}${url}`);
      for (const header of DOCUMENT_ONLY_HEADERS) expect(res.headers[header]).toBe('set');
    }
  });
});

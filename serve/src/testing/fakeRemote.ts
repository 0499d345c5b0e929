import Fastify, { type FastifyInstance } from 'fastify';
import { listen } from './http';

/** A remote's content files, changeable while it runs; a path without content answers 404. */
export interface FakeRemote {
  /** base URL ending in '/' */
  base: string;
  files: Map<string, string>;
  /** path -> where it redirects (302) */
  redirects: Map<string, string>;
  /** how often each path was asked for */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startFakeRemote(files: Record<string, unknown> = {}): Promise<FakeRemote> {
  const app: FastifyInstance = Fastify();
  const contents = new Map(
    Object.entries(files).map(([path, value]) => [
      path,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  const hits = new Map<string, number>();
  const redirects = new Map<string, string>();
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.slice(1).split('?', 1)[0] ?? '');
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const to = redirects.get(path);
    if (to !== undefined) return reply.redirect(to, 302);
    const body = contents.get(path);
    if (body === undefined) return reply.code(404).send('not found');
    return reply.type('text/plain; charset=utf-8').send(body);
  });
  const base = `${await listen(app)}/`;
  return { base, files: contents, redirects, hits, close: () => app.close() };
}

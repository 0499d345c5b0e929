import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import {
  shellPart,
  type RenderObservation,
  type RenderObserver,
  type ServerRenderObservation,
  type ViewObservation,
} from '../render/renderObservation';

/** What one page's render told its observers, in order. */
type Seen = ServerRenderObservation[];

/** A metric name of the header: a token ('part-gallery'). */
const token = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40);

/** A quoted-string description: printable ASCII, no quote or backslash, short. */
const description = (text: string) =>
  `"${text
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/["\\]/g, "'")
    .slice(0, 120)}"`;

const milliseconds = (value: number) => value.toFixed(1);

/** Why a remote's part was left to the browser, from how its view or its render went. */
function leftBecause(seen: RenderObservation | ViewObservation): string {
  if (seen.kind === 'view') return `${seen.event}: ${seen.reason}`;
  return seen.reason ? `${seen.outcome}: ${seen.reason}` : seen.outcome;
}

/**
 * The `Server-Timing` value of one page, from its render's observations: the render's time
 * (`render`), and each remote's part (`part-<remote>`), drawn (with its time and release) or
 * left to the browser, and why. A page the server did not draw says so.
 */
export function serverTimingOf(seen: Seen): string {
  const renders = seen.filter(
    (one): one is RenderObservation => one.kind === 'render' && one.task === 'page',
  );
  const shell = renders.filter((one) => one.part === shellPart);
  if (shell.length === 0 && !seen.some((one) => one.kind === 'view')) {
    return `render;desc=${description('not drawn on the server: the browser draws the page')}`;
  }
  const renderMs = shell.reduce((total, one) => total + one.durationMs, 0);
  const last = shell.at(-1);
  const entries = [
    `render;dur=${milliseconds(renderMs)};desc=${description(last ? last.outcome : 'not run')}`,
  ];
  // the last word on each remote: a later attempt without a view that hung wins
  const parts = new Map<string, RenderObservation | ViewObservation>();
  for (const one of seen) {
    if (one.kind === 'view' || (one.kind === 'render' && one.task === 'page')) {
      if (one.part !== shellPart) parts.set(one.part, one);
    }
  }
  for (const [part, one] of parts) {
    const name = `part-${token(part)}`;
    if (one.kind === 'render' && one.outcome === 'rendered') {
      entries.push(
        `${name};dur=${milliseconds(one.durationMs)};desc=${description(`drawn ${one.release}`)}`,
      );
    } else {
      entries.push(`${name};desc=${description(`browser ${one.release}, ${leftBecause(one)}`)}`);
    }
  }
  return entries.join(', ');
}

/**
 * Server-Timing on every page of the shell: each request gets its own list of what its render
 * observed (an AsyncLocalStorage entered in onRequest, so concurrent pages never mix), and a
 * page (HTML) answer carries the header. Readable in the browser's devtools (Network, Timing).
 */
export function pageServerTiming(app: FastifyInstance): { observe: RenderObserver } {
  const storage = new AsyncLocalStorage<Seen>();
  app.addHook('onRequest', (_request, _reply, done) => {
    storage.run([], done);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const seen = storage.getStore();
    const type = String(reply.getHeader('content-type') ?? '');
    if (seen && type.startsWith('text/html')) reply.header('server-timing', serverTimingOf(seen));
    return payload;
  });
  return { observe: (seen) => storage.getStore()?.push(seen) };
}

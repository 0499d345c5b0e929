import { siteUrl } from '@harmoni/shared/apps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BUCKET_MAX_AGE_S,
  bucketCookie,
  canaryRunning,
  isBucket,
  isCrawler,
  newBucket,
  registryForBucket,
} from './canaryBuckets';
import { previewBannerMarkup, previewRefusedMarkup } from './previewBannerMarkup';
import { previewSecret, readPreviewToken } from './previewToken';
import {
  grantedRelease,
  pageReleases,
  type PageReleases,
  type ShownPreview,
} from './registryForRequest';
import type { RemoteRegistry } from './remoteRegistry';

type Env = Record<string, string | undefined>;

export const previewCookie = 'harmoni_preview';

/**
 * Where the shell says whether it shows previews (`{"previews":"on"}` or `"off"`): what
 * `npm run preview-token` asks before it hands out a link. Nothing about the secret itself.
 */
export const previewStatusPath = '/_preview';
const QUERY = 'preview';
const LEAVE = 'leave';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The request's path and query without the preview parameter (always on this site). */
function withoutPreviewQuery(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  parsed.searchParams.delete(QUERY);
  const path = parsed.pathname.startsWith('//') ? '/' : parsed.pathname;
  return `${path}${parsed.search}`;
}

const isShown = (type: unknown) => /^(?:text\/html|application\/json)/.test(String(type ?? ''));
const isHtml = (type: unknown) => String(type ?? '').startsWith('text/html');

/** The page with `markup` first in its body: before the app's root, which React leaves alone. */
const withBodyStart = (html: string, markup: string) =>
  html.replace(/<body[^>]*>/i, (body) => `${body}\n    ${markup}`);

/**
 * Releases per request, canaries and previews. Every request takes the registry once (releasesFor);
 * while a canary runs, each browser (not a crawler or link preview: canaryBuckets.ts) gets a
 * bucket cookie, HttpOnly and SameSite=Lax, and the canary's release where its bucket falls in
 * the share, on every page and in every remote list alike;
 * `?preview=<token>` with a valid signed token for a release the registry knows sets an
 * HttpOnly cookie and reloads the page without the token in its address; from then on that
 * browser gets the previewed release in place of its remote's live one, a banner saying so,
 * and answers that are neither indexed nor cached. `?preview=leave` ends it. A token that is
 * invalid, expired, tampered with, for a release the registry does not know, or sent to a
 * server without PREVIEW_SECRET is ignored with a log line, and the visitor sees the live site
 * with a notice on the page saying why (previewRefusedMarkup).
 */
export function registerReleases(
  app: FastifyInstance,
  {
    registry,
    env,
    warn,
  }: { registry: () => RemoteRegistry; env: Env; warn: (message: string) => void },
): { releasesFor: (request: FastifyRequest) => PageReleases } {
  const secret = previewSecret(env);
  const secure = new URL(siteUrl(env)).protocol === 'https:';
  const previews = new WeakMap<FastifyRequest, ShownPreview>();
  const refusals = new WeakMap<
    FastifyRequest,
    { reason: string; fromLink: boolean; href: string }
  >();
  const taken = new WeakMap<FastifyRequest, PageReleases>();
  const buckets = new WeakMap<FastifyRequest, string>();

  /** The browser's bucket while a canary runs: its cookie's, or a new one it is given. */
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!canaryRunning(registry()) || isCrawler(request.headers['user-agent'])) return;
    const given = cookieValue(request.headers.cookie, bucketCookie);
    if (isBucket(given)) {
      buckets.set(request, given);
      return;
    }
    const bucket = newBucket();
    buckets.set(request, bucket);
    reply.header(
      'set-cookie',
      `${bucketCookie}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  });

  const cookie = (value: string, maxAgeS: number) =>
    `${previewCookie}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  /** The preview a token grants, or why it grants none (logged). */
  const previewOf = (
    token: string,
    from: string,
  ): { shown: ShownPreview; expiresAt: number } | { refused: string } => {
    const refuse = (refused: string) => {
      warn(`Ignored a preview token (${from}): ${refused}`);
      return { refused };
    };
    if (!secret) return refuse('previews are off, PREVIEW_SECRET is not set');
    const read = readPreviewToken(token, secret);
    if ('refused' in read) return refuse(read.refused);
    const release = grantedRelease(registry(), read.grant);
    if (!release) {
      return refuse(`the registry has no release ${read.grant.id} of ${read.grant.remote}`);
    }
    return { shown: { remote: read.grant.remote, release }, expiresAt: read.grant.expiresAt };
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = new URL(request.url, 'http://site.invalid').searchParams.get(QUERY);
    if (query !== null && request.method === 'GET') {
      if (query === LEAVE) {
        return reply
          .header('set-cookie', cookie('', 0))
          .redirect(withoutPreviewQuery(request.url), 303);
      }
      const granted = previewOf(query, 'in the address');
      if ('refused' in granted) {
        // the page is the live one, and says so: whoever opened the link sees why
        refusals.set(request, {
          reason: granted.refused,
          fromLink: true,
          href: withoutPreviewQuery(request.url),
        });
        return;
      }
      const maxAgeS = Math.max(1, Math.floor((granted.expiresAt - Date.now()) / 1000));
      return reply
        .header('set-cookie', cookie(query, maxAgeS))
        .header('cache-control', 'no-store')
        .redirect(withoutPreviewQuery(request.url), 303);
    }
    const token = cookieValue(request.headers.cookie, previewCookie);
    if (token === undefined || token === '') return;
    const granted = previewOf(token, 'in the cookie');
    if ('shown' in granted) {
      previews.set(request, granted.shown);
      return;
    }
    reply.header('set-cookie', cookie('', 0));
    refusals.set(request, { reason: granted.refused, fromLink: false, href: request.url });
  });

  app.get(previewStatusPath, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ previews: secret ? 'on' : 'off' }),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    const refusal = refusals.get(request);
    if (refusal && isShown(reply.getHeader('content-type'))) {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store');
      return typeof payload === 'string' && isHtml(reply.getHeader('content-type'))
        ? withBodyStart(payload, previewRefusedMarkup(refusal))
        : payload;
    }
    const shown = previews.get(request);
    if (!shown || !isShown(reply.getHeader('content-type'))) return payload;
    reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', 'no-store');
    if (typeof payload !== 'string' || !isHtml(reply.getHeader('content-type'))) return payload;
    return withBodyStart(
      payload,
      previewBannerMarkup({ remote: shown.remote, release: shown.release.id }),
    );
  });

  return {
    releasesFor: (request) => {
      let releases = taken.get(request);
      if (!releases) {
        const bucket = buckets.get(request);
        const live = registry();
        releases = pageReleases(
          bucket === undefined ? live : registryForBucket(live, bucket),
          env,
          previews.get(request),
        );
        taken.set(request, releases);
      }
      return releases;
    },
  };
}

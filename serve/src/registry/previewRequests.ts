import { siteUrl } from '@harmoni/shared/apps';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { previewBannerMarkup } from './previewBannerMarkup';
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

/**
 * Releases per request, and previews. Every request takes the registry once (releasesFor);
 * `?preview=<token>` with a valid signed token for a release the registry knows sets an
 * HttpOnly cookie and reloads the page without the token in its address; from then on that
 * browser gets the previewed release in place of its remote's live one, a banner saying so,
 * and answers that are neither indexed nor cached. `?preview=leave` ends it. A token that is
 * invalid, expired, tampered with or for a release the registry does not know is ignored with
 * a log line, and the visitor sees the live site.
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
  const taken = new WeakMap<FastifyRequest, PageReleases>();

  const cookie = (value: string, maxAgeS: number) =>
    `${previewCookie}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  /** The preview a token grants, or undefined (logged) when it grants none. */
  const previewOf = (
    token: string,
    from: string,
  ): { shown: ShownPreview; expiresAt: number } | undefined => {
    if (!secret) {
      warn(`Ignored a preview token (${from}): previews are off, PREVIEW_SECRET is not set`);
      return undefined;
    }
    const read = readPreviewToken(token, secret);
    if ('refused' in read) {
      warn(`Ignored a preview token (${from}): ${read.refused}`);
      return undefined;
    }
    const release = grantedRelease(registry(), read.grant);
    if (!release) {
      warn(
        `Ignored a preview token (${from}): the registry has no release ${read.grant.id} of ${read.grant.remote}`,
      );
      return undefined;
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
      if (!granted) return;
      const maxAgeS = Math.max(1, Math.floor((granted.expiresAt - Date.now()) / 1000));
      return reply
        .header('set-cookie', cookie(query, maxAgeS))
        .header('cache-control', 'no-store')
        .redirect(withoutPreviewQuery(request.url), 303);
    }
    const token = cookieValue(request.headers.cookie, previewCookie);
    if (token === undefined || token === '') return;
    const granted = previewOf(token, 'in the cookie');
    if (granted) previews.set(request, granted.shown);
    else reply.header('set-cookie', cookie('', 0));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const shown = previews.get(request);
    if (!shown || !isShown(reply.getHeader('content-type'))) return payload;
    reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', 'no-store');
    if (
      typeof payload !== 'string' ||
      !String(reply.getHeader('content-type')).startsWith('text/html')
    ) {
      return payload;
    }
    const banner = previewBannerMarkup({ remote: shown.remote, release: shown.release.id });
    return payload.replace(/<body[^>]*>/i, (body) => `${body}\n    ${banner}`);
  });

  return {
    releasesFor: (request) => {
      let releases = taken.get(request);
      if (!releases) {
        releases = pageReleases(registry(), env, previews.get(request));
        taken.set(request, releases);
      }
      return releases;
    },
  };
}

import fastifyHelmet from '@fastify/helmet';
import { remoteManifestUrls, siteUrl } from '@harmoni/shared/apps';
import { thirdPartyOrigins } from '@harmoni/shared/thirdPartyOrigins';
import type { FastifyInstance } from 'fastify';
import { releaseHostUrl } from '../registry/releaseSettings';
import {
  contentSecurityPolicy,
  inlineStyleHashes,
  type CspDirectives,
} from './contentSecurityPolicy';

type Env = Record<string, string | undefined>;

/** The shell's policy from the configuration: where the remotes are, and the built index.html. */
export function shellContentSecurityPolicy(env: Env, indexHtml: string): CspDirectives {
  return contentSecurityPolicy({
    // the remotes' configured origins, and the release host's (RELEASES_URL) for promoted releases
    remoteOrigins: [...Object.values(remoteManifestUrls(env)), releaseHostUrl(env)].map(
      (url) => new URL(url).origin,
    ),
    inlineStyleHashes: inlineStyleHashes(indexHtml),
    frameOrigins: [...thirdPartyOrigins.players, ...thirdPartyOrigins.map],
    imageOrigins: thirdPartyOrigins.thumbnails,
    connectOrigins: thirdPartyOrigins.metadata,
    https: new URL(siteUrl(env)).protocol === 'https:',
  });
}

/**
 * Powerful features no page of the site uses, switched off for the page and every frame in it
 * (the players and the map included): a frame cannot ask for the camera, the microphone, the
 * visitor's location or a payment. Fullscreen, autoplay and picture-in-picture keep the
 * browser's defaults, which the video players' frames need.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * The shell's hardening headers (helmet), plus the Permissions-Policy above: the
 * Content-Security-Policy above with a fresh nonce for each response (`reply.cspNonce`, which
 * the page's own scripts carry), HSTS when the site is served over https, a referrer policy
 * that keeps paths on this site, and helmet's other defaults (nosniff, frame isolation...) but
 * one: Cross-Origin-Opener-Policy.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env, indexHtml: string): void {
  const https = new URL(siteUrl(env)).protocol === 'https:';
  app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: shellContentSecurityPolicy(env, indexHtml),
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the same as frame-ancestors 'none', for browsers that predate it
    frameguard: { action: 'deny' },
    // The players and the map are third-party frames that do not opt in to embedding rules.
    crossOriginEmbedderPolicy: false,
    // A page that sends any COOP cannot stay in the process its tab already has: Chrome moves
    // it to a new browsing context group, and on Android gives the site a process of its own.
    // On the benchmark that doubled the page's commit, most of its blocking time (README).
    // The pages hold nothing private for a cross-window attack to reach.
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}

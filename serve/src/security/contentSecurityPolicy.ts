import { createHash } from 'node:crypto';
import { escapeHtml } from '../pages/escape';

export interface CspSources {
  /**
   * the remotes' origins (styles, images, manifests and content files come from them; their
   * scripts are admitted by trust, not by origin: see contentSecurityPolicy)
   */
  remoteOrigins: readonly string[];
  /** 'sha256-...' of each inline <style> in index.html */
  inlineStyleHashes: readonly string[];
  /** video players and the map, shown in frames */
  frameOrigins: readonly string[];
  /** video thumbnails */
  imageOrigins: readonly string[];
  /** the video metadata endpoint */
  connectOrigins: readonly string[];
  /** the site is served over https: ask the browser to upgrade any http:// URL */
  https: boolean;
}

/** Directive name -> sources, as @fastify/helmet takes them. */
export type CspDirectives = Record<string, string[]>;

const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * A response's nonces (@fastify/helmet's `enableCSPNonces` makes a fresh pair for each): the
 * page's own scripts and hints carry the script nonce.
 */
export interface CspNonces {
  script: string;
  style: string;
}

/**
 * Scripts run by trust, not by origin: only those the server's page names with the response's
 * nonce (the shell's entry, its hints), and what they load ('strict-dynamic': the federation
 * runtime's remote entries, and the chunks those load, each checked against its digest). No host
 * is listed: a `<script src>` in a page's HTML without the nonce does not run, whatever its
 * origin, so a remote's HTML cannot add one. The nonce itself is added per response.
 */
const scriptSources = ["'strict-dynamic'"];

/** Exactly what the site uses, nothing more: no inline script, no eval, no plugins, no framing. */
export function contentSecurityPolicy(sources: CspSources): CspDirectives {
  const self = "'self'";
  const remotes = sources.remoteOrigins;
  const directives: CspDirectives = {
    'default-src': [self],
    'script-src': scriptSources,
    'style-src': unique([self, ...remotes, ...sources.inlineStyleHashes.map((h) => `'${h}'`)]),
    'img-src': unique([self, 'data:', ...remotes, ...sources.imageOrigins]),
    'frame-src': unique(sources.frameOrigins),
    'connect-src': unique([self, ...remotes, ...sources.connectOrigins]),
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
  if (sources.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The policy with a response's nonces, as @fastify/helmet adds them (`enableCSPNonces`), for a
 * response that sends a policy of its own (a page carrying its drawn parts' styles).
 */
export function withNonces(directives: CspDirectives, nonces: CspNonces): CspDirectives {
  return {
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), `'nonce-${nonces.script}'`],
    'style-src': [...(directives['style-src'] ?? []), `'nonce-${nonces.style}'`],
  };
}

/**
 * The attribute that lets a tag of the server's own page run or load under the page's policy
 * (its response's script nonce); nothing without one.
 */
export const nonceAttribute = (nonce: string | undefined): string =>
  nonce === undefined ? '' : ` nonce="${escapeHtml(nonce)}"`;

/** The header value, as a browser reads it. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** 'sha256-...' of the text of every inline <style> element in the document. */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    const text = match[1] ?? '';
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return hashes;
}

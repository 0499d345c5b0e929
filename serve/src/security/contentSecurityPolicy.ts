import { createHash } from 'node:crypto';

export interface CspSources {
  /** the remotes' origins (scripts, styles, images, manifests and content files come from them) */
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

/** Exactly what the site uses, nothing more: no inline script, no eval, no plugins, no framing. */
export function contentSecurityPolicy(sources: CspSources): CspDirectives {
  const self = "'self'";
  const remotes = sources.remoteOrigins;
  const directives: CspDirectives = {
    'default-src': [self],
    'script-src': unique([self, ...remotes]),
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

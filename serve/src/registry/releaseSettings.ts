type Env = Record<string, string | undefined>;

/** The release host's port unless RELEASES_PORT says otherwise (next to the enquiry server's). */
export const defaultReleaseHostPort = 3006;

export function releaseHostPort(env: Env): number {
  const raw = env.RELEASES_PORT;
  if (raw === undefined || raw === '') return defaultReleaseHostPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`RELEASES_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

/**
 * Where browsers and the shell's server reach the release host: RELEASES_URL (a CDN or an
 * object store's public address in front of the release store), else the host on localhost.
 * Always ends in '/'.
 */
export function releaseHostUrl(env: Env): string {
  const configured = env.RELEASES_URL?.trim();
  const url = configured ? configured : `http://localhost:${releaseHostPort(env)}/`;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new Error(`RELEASES_URL must be an absolute http(s) URL, got "${url}"`);
  }
  return parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`;
}

/** A published release's public base URL: '<host>/<remote>/<id>/'. */
export function releaseUrl(env: Env, remote: string, id: string): string {
  return new URL(`${encodeURIComponent(remote)}/${encodeURIComponent(id)}/`, releaseHostUrl(env))
    .href;
}

/**
 * The deployables of the site: one place for their names, federation names and ports,
 * read by the build configs, the production server, the start scripts and the e2e suite.
 */
export type RemoteName = 'lessons' | 'gallery' | 'about' | 'contact';

export interface AppDefinition {
  /** npm workspace and folder name */
  workspace: string;
  /** environment variable that overrides the port */
  portEnv: string;
  defaultPort: number;
}

export interface RemoteDefinition extends AppDefinition {
  /** Module Federation container name, also the prefix of module ids ('gallery/AlbumPage') */
  name: RemoteName;
  /** environment variable that overrides the public URL the shell loads this remote from */
  urlEnv: string;
}

export const shellApp: AppDefinition = {
  workspace: 'shell',
  portEnv: 'SHELL_PORT',
  defaultPort: 3000,
};

export const remoteApps: readonly RemoteDefinition[] = [
  {
    name: 'lessons',
    workspace: 'mf-lessons',
    portEnv: 'LESSONS_PORT',
    urlEnv: 'LESSONS_URL',
    defaultPort: 3001,
  },
  {
    name: 'gallery',
    workspace: 'mf-gallery',
    portEnv: 'GALLERY_PORT',
    urlEnv: 'GALLERY_URL',
    defaultPort: 3002,
  },
  {
    name: 'about',
    workspace: 'mf-about',
    portEnv: 'ABOUT_PORT',
    urlEnv: 'ABOUT_URL',
    defaultPort: 3003,
  },
  {
    name: 'contact',
    workspace: 'mf-contact',
    portEnv: 'CONTACT_PORT',
    urlEnv: 'CONTACT_URL',
    defaultPort: 3004,
  },
];

export const enquiryServer: AppDefinition = {
  workspace: 'mf-contact',
  portEnv: 'ENQUIRY_PORT',
  defaultPort: 3005,
};

type Env = Record<string, string | undefined>;

export function portOf(app: AppDefinition, env: Env = process.env): number {
  const raw = env[app.portEnv];
  if (raw === undefined || raw === '') return app.defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${app.portEnv} must be a port number, got "${raw}"`);
  }
  return port;
}

export function remoteByWorkspace(workspace: string): RemoteDefinition | undefined {
  return remoteApps.find((remote) => remote.workspace === workspace);
}

export function remoteNamed(name: RemoteName): RemoteDefinition {
  const remote = remoteApps.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  return remote;
}

export function appByWorkspace(workspace: string): AppDefinition {
  if (workspace === shellApp.workspace) return shellApp;
  const remote = remoteByWorkspace(workspace);
  if (!remote) throw new Error(`Unknown app "${workspace}"`);
  return remote;
}

/** Public base URL of a remote: its own URL variable, else localhost on its port. */
export function remoteBaseUrl(remote: RemoteDefinition, env: Env = process.env): string {
  const configured = env[remote.urlEnv];
  const base =
    configured && configured !== '' ? configured : `http://localhost:${portOf(remote, env)}`;
  return base.endsWith('/') ? base : `${base}/`;
}

/** The body of the shell's /remotes.json: remote name -> manifest URL. */
export function remoteManifestUrls(env: Env = process.env): Record<RemoteName, string> {
  return Object.fromEntries(
    remoteApps.map((remote) => [remote.name, `${remoteBaseUrl(remote, env)}mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

/** Origins allowed to load a remote's files: the shell's, plus any listed in SHELL_ORIGINS. */
export function shellOrigins(env: Env = process.env): string[] {
  const listed = (env.SHELL_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return listed.length > 0 ? listed : [`http://localhost:${portOf(shellApp, env)}`];
}

/**
 * The site's public origin, for canonical URLs, the sitemap and link previews: SITE_URL (as
 * visitors reach the shell, e.g. 'https://www.harmonimusic.com.my'), else the shell on
 * localhost. No trailing slash.
 */
export function siteUrl(env: Env = process.env): string {
  const configured = env.SITE_URL?.trim();
  const url =
    configured && configured !== '' ? configured : `http://localhost:${portOf(shellApp, env)}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${url}"`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

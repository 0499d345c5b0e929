import { parseArgs } from 'node:util';
import { siteUrl } from '@harmoni/shared/apps';
import { canaryLines, type SiteStatus } from '@harmoni/serve/status';

type Env = Record<string, string | undefined>;

export class StatusError extends Error {}

/**
 * `npm run status [-- --url <shell URL>]`: the shell's status page as text, for a terminal. It
 * asks the shell's server (SITE_URL, else the local shell) with METRICS_TOKEN as the bearer.
 */
export async function statusCommand(
  argv: string[],
  env: Env,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const { values } = parseArgs({ args: argv, options: { url: { type: 'string' } }, strict: true });
  return (await askStatus(values.url ?? siteUrl(env), env, 'text/plain', fetchImpl)).text();
}

/** Asks the shell's status page, as `accept`, with METRICS_TOKEN; a refusal is said plainly. */
async function askStatus(
  shellUrl: string,
  env: Env,
  accept: string,
  fetchImpl: typeof fetch,
): Promise<Response> {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) {
    throw new StatusError(
      'METRICS_TOKEN is not set: give the token the shell was started with (METRICS_TOKEN=… npm run status)',
    );
  }
  const url = new URL('/_status', shellUrl);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}`, accept },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new StatusError(`Could not reach ${url.href}: ${String(error)}`);
  }
  if (response.status === 404) {
    throw new StatusError(`${url.href} answered 404: the shell runs without METRICS_TOKEN`);
  }
  if (response.status === 401) {
    throw new StatusError(`${url.href} refused the token: it is not the shell's METRICS_TOKEN`);
  }
  if (!response.ok) throw new StatusError(`${url.href} answered HTTP ${response.status}`);
  return response;
}

/**
 * `npm run canary -- gallery [--url <shell URL>]`: the running canary's real-user figures beside
 * the live release's, from the shell's status page, and whether it does worse (canaryPolicy).
 */
export async function canaryCommand(
  argv: string[],
  env: Env,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { url: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const name = positionals[0];
  if (!name) throw new StatusError('Name a remote: npm run canary -- gallery');
  const response = await askStatus(values.url ?? siteUrl(env), env, 'application/json', fetchImpl);
  const status = (await response.json()) as SiteStatus;
  const remote = status.remotes.find((each) => each.remote === name);
  if (!remote) throw new StatusError(`The shell knows no remote "${name}"`);
  if (!remote.canary) return `${name} has no canary running (live: ${remote.live ?? 'none'})`;
  return canaryLines(name, remote.live, remote.canary).join('\n');
}

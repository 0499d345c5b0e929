import { parseArgs } from 'node:util';
import { siteUrl } from '@harmoni/shared/apps';

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
  const token = env.METRICS_TOKEN?.trim();
  if (!token) {
    throw new StatusError(
      'METRICS_TOKEN is not set: give the token the shell was started with (METRICS_TOKEN=… npm run status)',
    );
  }
  const url = new URL('/_status', values.url ?? siteUrl(env));
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/plain' },
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
  return response.text();
}

/**
 * Which views the shell's server runs, decided once at start from the isolation probe and the
 * operator's settings. Containment fails closed: where render workers cannot be isolated, no
 * remote's view runs on the server (the browser draws those parts; the shell's own view, which
 * is trusted, still renders), unless the operator names a remote in RENDER_UNISOLATED_REMOTES.
 */
import { remoteApps } from '@harmoni/shared/apps';
import type { WorkerIsolation } from './sandbox';

type Env = Record<string, string | undefined>;

/** What /healthz says about isolation. */
export interface IsolationReport {
  /** render workers run under bubblewrap */
  isolated: boolean;
  /** why they are not */
  reason?: string;
  /**
   * where the remotes' parts are drawn: on the server, isolated; in the browser; or on the
   * server without isolation for the remotes in `unisolated` (the browser draws the others)
   */
  remoteViews: 'isolated' | 'browser' | 'unisolated';
  /** the remotes the operator lets run without isolation (RENDER_UNISOLATED_REMOTES) */
  unisolated: string[];
}

export interface ServerViewPolicy {
  /** may the server run this remote's view? */
  mayRun(remote: string): boolean;
  describe(): IsolationReport;
  /** what the operator is told at start, whatever the log settings */
  notices: readonly string[];
}

/** RENDER_UNISOLATED_REMOTES: remote names, comma-separated; an unknown name stops the start. */
function unisolatedRemotes(env: Env): string[] {
  const names = (env.RENDER_UNISOLATED_REMOTES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const known: readonly string[] = remoteApps.map((remote) => remote.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `RENDER_UNISOLATED_REMOTES names ${unknown.map((name) => `"${name}"`).join(', ')}, which is not a remote: one of ${known.join(', ')}`,
    );
  }
  return [...new Set(names)];
}

export function serverViewPolicy(isolation: WorkerIsolation, env: Env): ServerViewPolicy {
  const unisolated = unisolatedRemotes(env);
  const notices: string[] = [];
  if (env.RENDER_NETWORK_ISOLATION !== undefined && env.RENDER_NETWORK_ISOLATION !== '') {
    notices.push(
      `RENDER_NETWORK_ISOLATION=${env.RENDER_NETWORK_ISOLATION} is no longer read and changes nothing: render workers are isolated with bubblewrap wherever the host allows it; where it does not, name the remotes whose views may run without isolation in RENDER_UNISOLATED_REMOTES`,
    );
  }
  if (isolation.isolated) {
    if (unisolated.length > 0) {
      notices.push(
        `RENDER_UNISOLATED_REMOTES (${unisolated.join(', ')}) changes nothing here: render workers are isolated, and every remote's view runs isolated`,
      );
    }
    return {
      mayRun: () => true,
      describe: () => ({ isolated: true, remoteViews: 'isolated', unisolated: [] }),
      notices,
    };
  }
  const { reason } = isolation;
  notices.push(
    unisolated.length === 0
      ? `Render workers cannot be isolated on this host (${reason}): no remote's view runs on this server, the browser draws those parts (docs/deploying.md, "Isolated render workers")`
      : `Render workers cannot be isolated on this host (${reason}): the views of ${unisolated.join(', ')} run on this server WITHOUT isolation, as RENDER_UNISOLATED_REMOTES asks; the browser draws the other remotes' parts`,
  );
  const allowed = new Set(unisolated);
  return {
    mayRun: (remote) => allowed.has(remote),
    describe: () => ({
      isolated: false,
      reason,
      remoteViews: unisolated.length === 0 ? 'browser' : 'unisolated',
      unisolated,
    }),
    notices,
  };
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineRemoteListId } from '@harmoni/shared/routes';
import { parseRemoteList, remoteNameOf, type RemoteEntry } from './remoteList';

let remotes: RemoteEntry[] = [];

async function readRemoteList(listUrl: string): Promise<unknown> {
  // Inlined by the server, the list costs no round trip before the first remote can load.
  const inline = document.getElementById(inlineRemoteListId);
  if (inline?.textContent) return JSON.parse(inline.textContent) as unknown;
  const response = await fetch(listUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${listUrl} answered HTTP ${response.status}`);
  return response.json();
}

/** Reads where each remote lives today and tells the federation runtime. */
export async function discoverRemotes(listUrl = '/remotes.json'): Promise<void> {
  remotes = parseRemoteList(await readRemoteList(listUrl));
  registerRemotes(remotes);
}

/** Drops what the runtime cached of a remote, so its next load reads a fresh manifest. */
export function refreshRemote(name: string): void {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    cause?: unknown,
  ) {
    super(`The part of the page from "${remoteNameOf(moduleId)}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

async function loadOnce(moduleId: string): Promise<unknown> {
  if (!remotes.some((remote) => remote.name === remoteNameOf(moduleId))) {
    throw new RemoteUnavailableError(moduleId, new Error('not listed in remotes.json'));
  }
  const module = await loadRemote<unknown>(moduleId);
  if (module === null || module === undefined) throw new RemoteUnavailableError(moduleId);
  return module;
}

/**
 * Loads an exposed module. A failure is retried once against a fresh manifest: a remote that
 * was redeployed since the page loaded has new chunk names, and the old ones 404.
 */
export async function loadExposedModule(moduleId: string): Promise<unknown> {
  try {
    return await loadOnce(moduleId);
  } catch {
    refreshRemote(remoteNameOf(moduleId));
    try {
      return await loadOnce(moduleId);
    } catch (error) {
      throw error instanceof RemoteUnavailableError
        ? error
        : new RemoteUnavailableError(moduleId, error);
    }
  }
}

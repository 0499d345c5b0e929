import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { entryFromManifest } from '@harmoni/shared/remoteEntry';
import { inlineRemoteEntriesId, inlineRemoteListId } from '@harmoni/shared/routes';
import { integrityFor } from './remoteIntegrity';
import { parseRemoteEntries, parseRemoteList, remoteNameOf, type ListedRemote } from './remoteList';
import { yieldToMain } from '../scheduling/yieldToMain';

interface KnownRemote extends ListedRemote {
  /** the entry the runtime has registered, once known */
  entry?: Promise<string>;
}

let remotes: KnownRemote[] = [];

function inlineJson(id: string): unknown {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as unknown) : undefined;
}

async function readRemoteList(listUrl: string): Promise<unknown> {
  // Inlined by the server, the list costs no round trip before the first remote can load.
  const inline = inlineJson(inlineRemoteListId);
  if (inline !== undefined) return inline;
  const response = await fetch(listUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${listUrl} answered HTTP ${response.status}`);
  return response.json();
}

function register(name: string, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
}

/**
 * Reads where each remote lives today. The remotes whose entry the server read from their
 * manifests are registered at once; the others have their manifest read when first needed.
 */
export async function discoverRemotes(listUrl = '/remotes.json'): Promise<void> {
  const listed = parseRemoteList(await readRemoteList(listUrl));
  const entries = parseRemoteEntries(inlineJson(inlineRemoteEntriesId) ?? {});
  remotes = listed.map((remote) => {
    const entry = entries[remote.name];
    if (!entry) return remote;
    register(remote.name, entry, false);
    return { ...remote, entry: Promise.resolve(entry) };
  });
}

async function entryFromItsManifest(remote: KnownRemote): Promise<string> {
  // a manifest the registry has a digest for must have those bytes (the fetch fails otherwise)
  const integrity = integrityFor(remote.manifestUrl);
  const response = await fetch(remote.manifestUrl, {
    cache: 'no-cache',
    ...(integrity && { integrity }),
  });
  if (!response.ok) throw new Error(`${remote.manifestUrl} answered HTTP ${response.status}`);
  const entry = entryFromManifest(await response.json(), remote.manifestUrl);
  // force: a remote registered before (now redeployed) drops what the runtime cached of it
  register(remote.name, entry, true);
  return entry;
}

/** The remote's entry, reading its manifest the first time (one read however many ask). */
function entryOf(remote: KnownRemote): Promise<string> {
  if (!remote.entry) {
    const pending = entryFromItsManifest(remote);
    remote.entry = pending;
    // a failed read is not kept: the next load (a Retry) reads the manifest again
    pending.catch(() => {
      if (remote.entry === pending) remote.entry = undefined;
    });
  }
  return remote.entry;
}

/** Forgets a remote's entry, so its next load reads its current manifest (a redeploy). */
export function refreshRemote(name: string): void {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (remote) remote.entry = undefined;
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
  const remote = remotes.find((candidate) => candidate.name === remoteNameOf(moduleId));
  if (!remote) {
    throw new RemoteUnavailableError(moduleId, new Error('not listed in remotes.json'));
  }
  await entryOf(remote);
  // The module's factory, run in a task of its own: the page's modules often wait for the same
  // shared chunk, and would otherwise all run in the one task it arrives in (a long task).
  const factory = await loadRemote<() => unknown>(moduleId, {
    loadFactory: false,
    from: 'runtime',
  });
  if (typeof factory !== 'function') throw new RemoteUnavailableError(moduleId);
  await yieldToMain();
  const module: unknown = await factory();
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

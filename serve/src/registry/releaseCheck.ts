import {
  concertServiceId,
  homeSections,
  lessonServiceId,
  remoteRoutes,
} from '@harmoni/shared/routes';
import { manifestBaseUrl, remoteEntryUrl } from '@harmoni/shared/remoteEntry';
import { filesManifestNames, parseRemoteManifest } from '../preload/remoteManifest';
import { matchesIntegrity } from '../render/verifiedViews';
import type { RemoteRelease } from './remoteRegistry';

/**
 * The exposed modules the shell loads from `remote`: its route table's pages and services, its
 * home sections, and the header's menus (the lesson and concert services).
 */
export function modulesShellNeeds(remote: string): string[] {
  const ids = [
    ...remoteRoutes.flatMap((route) => [route.moduleId, ...(route.services ?? [])]),
    ...homeSections.map((section) => section.moduleId),
    lessonServiceId,
    concertServiceId,
  ];
  const prefix = `${remote}/`;
  return [...new Set(ids.filter((id) => id.startsWith(prefix)))].map((id) =>
    id.slice(prefix.length),
  );
}

async function bytesAt(url: string, timeoutMs: number, encoding = 'identity'): Promise<Buffer> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': encoding },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * A host may keep a compressed copy of a file beside it (x.js.br) and send that to whoever
 * accepts it: each encoding a browser asks for must give the same bytes (fetch decodes them).
 */
const ENCODINGS = ['identity', 'gzip', 'br'];

/** How many of a release's files are read at once (a release has some forty). */
const FILES_AT_ONCE = 6;

/** Runs `task` on every item, at most `limit` at a time, answering in the items' order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** What is wrong with one recorded file as the release host serves it, in every encoding. */
async function servedFileProblem(
  release: RemoteRelease,
  path: string,
  digest: string,
  read: (url: string, encoding: string) => Promise<Buffer>,
): Promise<string | undefined> {
  const url = new URL(path, release.url).href;
  for (const encoding of ENCODINGS) {
    try {
      if (!matchesIntegrity(await read(url, encoding), digest)) {
        const as = encoding === 'identity' ? '' : ` (sent as ${encoding})`;
        return `${path} as served${as} does not match its recorded digest ${digest}`;
      }
    } catch (error) {
      return `${path} cannot be read: ${String(error)}`;
    }
  }
  return undefined;
}

/**
 * A remote's own content check of a release as served (its base URL): the problems it names,
 * none when the content is sound. The release commands run the remote's `content:check`; this
 * package never reads a remote's source.
 */
export type ContentCheck = (remote: string, releaseUrl: string) => Promise<string[]>;

/** What the content check says of the release's content files, as served. */
async function contentProblems(
  remote: string,
  release: RemoteRelease,
  checkContent: ContentCheck | undefined,
): Promise<string[]> {
  if (!checkContent) return [];
  try {
    return (await checkContent(remote, release.url)).map((problem) => `content: ${problem}`);
  } catch (error) {
    return [`its content could not be checked: ${String(error)}`];
  }
}

/**
 * What is wrong with a release as it is served, before it may go live: its manifest must load
 * over HTTP; every file the registry records a digest for (every script, style sheet and the
 * manifest: tooling/src/releases/releaseFiles.ts) must be served with those bytes; every file
 * its manifest names must have a recorded digest (a file nothing recorded is a file nothing
 * checks); its entry must be the one its manifest names; and it must expose every module the
 * shell loads from it; and (given a content check) its content files must parse as its pages
 * parse them. No problems: an empty list.
 */
export async function releaseProblems(
  remote: string,
  release: RemoteRelease,
  { timeoutMs = 5_000, checkContent }: { timeoutMs?: number; checkContent?: ContentCheck } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const manifestUrl = new URL('mf-manifest.json', release.url).href;
  let manifestBytes: Buffer;
  try {
    manifestBytes = await bytesAt(manifestUrl, timeoutMs);
  } catch (error) {
    return [`its manifest does not load: ${String(error)}`];
  }
  if (release.integrity['mf-manifest.json'] === undefined) {
    problems.push('the registry records no digest for its manifest');
  }
  const read = (url: string, encoding: string) =>
    url === manifestUrl && encoding === 'identity'
      ? Promise.resolve(manifestBytes)
      : bytesAt(url, timeoutMs, encoding);
  const served = await eachLimited(
    Object.entries(release.integrity),
    FILES_AT_ONCE,
    ([path, digest]) => servedFileProblem(release, path, digest, read),
  );
  problems.push(...served.filter((problem) => problem !== undefined));
  let manifest;
  try {
    manifest = parseRemoteManifest(JSON.parse(manifestBytes.toString('utf8')), manifestUrl);
  } catch (error) {
    return [...problems, String(error)];
  }
  const inRelease = (url: string) =>
    url.startsWith(release.url) ? url.slice(release.url.length) : url;
  const entryPath = inRelease(remoteEntryUrl(manifest, manifestUrl));
  if (release.integrity[entryPath] === undefined) {
    problems.push(`its manifest names the entry ${entryPath}, which has no recorded digest`);
  }
  const base = manifestBaseUrl(manifest, manifestUrl);
  const unrecorded = filesManifestNames(manifest)
    .map((file) => inRelease(new URL(file, base).href))
    .filter((path) => release.integrity[path] === undefined);
  if (unrecorded.length > 0) {
    problems.push(
      `its manifest names files with no recorded digest, which nothing would check (publish it again with this build tooling): ${unrecorded.join(', ')}`,
    );
  }
  if (release.serverView !== undefined && release.integrity[release.serverView] === undefined) {
    problems.push(`its server view ${release.serverView} has no recorded digest`);
  }
  const exposed = new Set(manifest.exposes.map((expose) => expose.name));
  const missing = modulesShellNeeds(remote).filter((name) => !exposed.has(name));
  if (missing.length > 0) {
    problems.push(`it does not expose what the shell loads from ${remote}: ${missing.join(', ')}`);
  }
  return [...problems, ...(await contentProblems(remote, release, checkContent))];
}

import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { RemoteRegistry } from './remoteRegistry';

/**
 * A canary's visitors: each browser gets a bucket cookie, a random value with nothing about
 * the visitor in it, and a remote's canary is shown to the browsers whose bucket for that remote
 * (a hash of the value and the remote's name, 0-100) falls under its share. The same browser
 * keeps its release across pages; one remote's canary visitors are not every other's.
 */
export const bucketCookie = 'harmoni_bucket';

/** A year: a visitor keeps one release for as long as a canary runs. */
export const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

const BUCKET = /^[A-Za-z0-9_-]{22}$/;

/** A new bucket: 16 random bytes, base64url. */
export const newBucket = (): string => randomBytes(16).toString('base64url');

/** A bucket this server could have given (anything else is replaced). */
export const isBucket = (value: string | undefined): value is string =>
  value !== undefined && BUCKET.test(value);

/** Where a bucket falls for a remote, from 0 up to (not including) 100. */
export function bucketOf(bucket: string, remote: string): number {
  const digest = createHash('sha256').update(`${remote}\0${bucket}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/**
 * Crawlers and link previews (search engines, Slack, WhatsApp, Facebook, …, and headless
 * browsers) always get the live release, never a canary: by their user agent, as the isbot
 * library recognises it.
 */
export const isCrawler = (userAgent: string | undefined): boolean => isbot(userAgent ?? '');

/** Whether any remote's canary is running. */
export const canaryRunning = (registry: RemoteRegistry): boolean =>
  Object.values(registry.remotes).some((entry) => entry.canary !== undefined);

/**
 * The registry as the browser with `bucket` sees it: each remote's canary release in place of
 * its live one where the bucket falls in the canary's share.
 */
export function registryForBucket(registry: RemoteRegistry, bucket: string): RemoteRegistry {
  let shown = registry;
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    const canary = entry.canary;
    const release =
      canary && entry.releases && Object.hasOwn(entry.releases, canary.id)
        ? entry.releases[canary.id]
        : undefined;
    if (!canary || !release || bucketOf(bucket, remote) >= canary.share) continue;
    shown = {
      ...shown,
      remotes: { ...shown.remotes, [remote]: { ...entry, live: { ...release, id: canary.id } } },
    };
  }
  return shown;
}

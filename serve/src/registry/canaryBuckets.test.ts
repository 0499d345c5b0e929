import {
  bucketOf,
  canaryRunning,
  isBucket,
  isCrawler,
  newBucket,
  registryForBucket,
} from './canaryBuckets';
import { canaryShare, withCanary, withoutCanary } from './canarySteps';
import { withPromoted, withPublished } from './registryHistory';
import { emptyRegistry, parseRegistry, type RemoteRegistry } from './remoteRegistry';

const release = (id: string) => ({
  id,
  url: `https://releases.example/gallery/${id}/`,
  integrity: { 'mf-manifest.json': `sha384-${id.replace(/[^a-z0-9]/gi, '')}` },
});

const published: RemoteRegistry = withPromoted(
  withPublished(withPublished(emptyRegistry, 'gallery', release('1.0.0-a')), 'gallery', {
    ...release('2.0.0-b'),
  }),
  'gallery',
  '1.0.0-a',
  new Date('2026-11-01T00:00:00Z'),
);
const at = new Date('2026-11-02T00:00:00Z');
const shownTo = (registry: RemoteRegistry, bucket: string) =>
  registryForBucket(registry, bucket).remotes.gallery?.live?.id;

describe('bucket cookies', () => {
  it('are random, carry nothing but 16 random bytes, and only such values are taken', () => {
    const one = newBucket();
    expect(isBucket(one)).toBe(true);
    expect(newBucket()).not.toBe(one);
    expect(isBucket(undefined)).toBe(false);
    expect(isBucket('visitor@example.org')).toBe(false);
    expect(isBucket(`${one}x`)).toBe(false);
  });

  it('fall in the same place every time, differently per remote, spread evenly', () => {
    const buckets = Array.from({ length: 4000 }, () => newBucket());
    for (const bucket of buckets.slice(0, 20)) {
      expect(bucketOf(bucket, 'gallery')).toBe(bucketOf(bucket, 'gallery'));
    }
    const share = (remote: string, percent: number) =>
      buckets.filter((bucket) => bucketOf(bucket, remote) < percent).length / buckets.length;
    // 4000 draws: a standard deviation under half a percent
    expect(share('gallery', 10)).toBeGreaterThan(0.08);
    expect(share('gallery', 10)).toBeLessThan(0.12);
    expect(share('gallery', 50)).toBeGreaterThan(0.47);
    expect(share('gallery', 50)).toBeLessThan(0.53);
    // the gallery's canary visitors are not the about page's
    const both = buckets.filter(
      (bucket) => bucketOf(bucket, 'gallery') < 10 && bucketOf(bucket, 'about') < 10,
    ).length;
    expect(both / buckets.length).toBeLessThan(0.03);
  });
});

describe('the registry a bucket sees', () => {
  it('has the canary in place of the live release where the bucket falls in its share', () => {
    const canary = withCanary(published, 'gallery', '2.0.0-b', 10, at);
    expect(canaryRunning(published)).toBe(false);
    expect(canaryRunning(canary)).toBe(true);
    const buckets = Array.from({ length: 400 }, () => newBucket());
    for (const bucket of buckets) {
      expect(shownTo(canary, bucket)).toBe(
        bucketOf(bucket, 'gallery') < 10 ? '2.0.0-b' : '1.0.0-a',
      );
      expect(shownTo(published, bucket)).toBe('1.0.0-a');
    }
    // raising the share keeps everyone who had the canary on it
    const raised = withCanary(canary, 'gallery', '2.0.0-b', 50, new Date());
    expect(raised.remotes.gallery?.canary?.startedAt).toBe(at.toISOString());
    for (const bucket of buckets.filter((each) => shownTo(canary, each) === '2.0.0-b')) {
      expect(shownTo(raised, bucket)).toBe('2.0.0-b');
    }
    // the file format stays one the shell's server reads
    expect(parseRegistry(JSON.stringify(raised))).toEqual(raised);
  });

  it('ends with a promote for everyone or a rollback', () => {
    const canary = withCanary(published, 'gallery', '2.0.0-b', 10, at);
    const promoted = withPromoted(canary, 'gallery', '2.0.0-b', new Date());
    expect(promoted.remotes.gallery?.canary).toBeUndefined();
    expect(promoted.remotes.gallery?.live?.id).toBe('2.0.0-b');
    const ended = withoutCanary(canary, 'gallery');
    expect(ended.remotes.gallery?.canary).toBeUndefined();
    expect(ended.remotes.gallery?.live?.id).toBe('1.0.0-a');
    expect(canaryRunning(parseRegistry(JSON.stringify(ended)))).toBe(false);
  });

  it('refuses a share outside 1-99 and a release already live for everyone', () => {
    expect(canaryShare('10')).toBe(10);
    for (const given of ['0', '100', '12.5', 'ten', '']) {
      expect(() => canaryShare(given)).toThrow(/a whole number from 1 to 99/);
    }
    expect(() => withCanary(published, 'gallery', '1.0.0-a', 10, at)).toThrow(
      /already live for everyone/,
    );
    expect(() => withCanary(published, 'gallery', '9.9.9', 10, at)).toThrow(/no published release/);
  });
});

describe('crawlers and link previews', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'Twitterbot/1.0',
  ])('%s is one', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it('a browser is none', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});

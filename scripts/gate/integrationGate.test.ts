/** @jest-environment node */
import type { RemoteRegistry } from '@harmoni/serve/registry';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from '../../serve/src/testing/http';
import { newErrors, screenshotName } from './browserChecks';
import { GateCannotRun, liveReleasesOf, runIntegrationGate } from './integrationGate';

const secret = 'a-preview-secret-of-at-least-32-characters';
const release = {
  id: '2.0.0-abc',
  version: '2.0.0',
  url: 'http://127.0.0.1:9/gallery/2.0.0-abc/',
  entry: 'static/js/gallery.js',
  integrity: {},
};
const registry: RemoteRegistry = {
  remotes: {
    gallery: { live: { ...release, id: '1.0.0-abc', version: '1.0.0' } },
    lessons: { live: { url: 'http://127.0.0.1:9/lessons/', entry: 'e.js', integrity: {} } },
  },
} as RemoteRegistry;

let work: string;
let shell: FastifyInstance | undefined;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'harmoni-gate-'));
});
afterEach(async () => {
  await shell?.close();
  shell = undefined;
  rmSync(work, { recursive: true, force: true });
});

/** A shell that shows previews (or not) and answers its sitemap (or not). */
async function fakeShell({ previews = 'on', sitemap = 200 } = {}): Promise<string> {
  shell = Fastify();
  shell.get('/_preview', async () => ({ previews }));
  shell.get('/sitemap.xml', async (_request, reply) => reply.code(sitemap).send('<urlset/>'));
  return listen(shell);
}

const gate = (env: Record<string, string>, launch = async () => Promise.reject(new Error('no'))) =>
  runIntegrationGate({
    remote: 'gallery',
    release,
    registry,
    env,
    folder: join(work, 'checks'),
    launch,
  });

describe('the integration gate refuses, saying what to do, when it cannot run', () => {
  it('without PREVIEW_SECRET', async () => {
    const refused = gate({ SITE_URL: await fakeShell() });
    await expect(refused).rejects.toThrow(GateCannotRun);
    await expect(refused).rejects.toThrow(
      "Refused to promote gallery 2.0.0-abc: the integration gate cannot run, PREVIEW_SECRET is not set. Set it to the shell server's own; or promote without it: --skip-checks (recorded in the history). The live site is unchanged",
    );
  });

  it('when the shell cannot be reached, or shows no previews', async () => {
    await expect(gate({ SITE_URL: 'http://127.0.0.1:9', PREVIEW_SECRET: secret })).rejects.toThrow(
      /cannot run, could not ask the shell at http:\/\/127\.0\.0\.1:9 .*--skip-checks/,
    );
    const site = await fakeShell({ previews: 'off' });
    await expect(gate({ SITE_URL: site, PREVIEW_SECRET: secret })).rejects.toThrow(
      /cannot run, the shell at .* shows no previews.*--skip-checks/,
    );
  });

  it('without Chromium, or when it does not start', async () => {
    const site = await fakeShell();
    await expect(
      gate({ SITE_URL: site, PREVIEW_SECRET: secret, CHROMIUM_PATH: join(work, 'no-chromium') }),
    ).rejects.toThrow(
      `cannot run, there is no Chromium at ${join(work, 'no-chromium')}. Install the system package (chromium) or set CHROMIUM_PATH; or promote without it: --skip-checks`,
    );
    await expect(
      gate({ SITE_URL: site, PREVIEW_SECRET: secret, CHROMIUM_PATH: process.execPath }),
    ).rejects.toThrow(/cannot run, Chromium \(.*\) did not start: Error: no\..*--skip-checks/);
    expect(existsSync(join(work, 'checks'))).toBe(false);
  });

  it('when the live sitemap cannot be read', async () => {
    const site = await fakeShell({ sitemap: 503 });
    await expect(gate({ SITE_URL: site, PREVIEW_SECRET: secret })).rejects.toThrow(
      /cannot run, the live sitemap \(.*\/sitemap\.xml\) could not be read: Error: HTTP 503.*--skip-checks/,
    );
  });
});

describe("the gate's helpers", () => {
  it('names the live releases it checked against, canaries too', () => {
    expect(liveReleasesOf(registry)).toBe('gallery 1.0.0-abc, lessons local');
    const withCanary = {
      remotes: {
        ...registry.remotes,
        gallery: {
          ...registry.remotes.gallery,
          canary: { id: '2.0.0-abc', share: 10, startedAt: 't' },
        },
      },
    } as RemoteRegistry;
    expect(liveReleasesOf(withCanary)).toBe(
      'gallery 1.0.0-abc (canary 2.0.0-abc for 10%), lessons local',
    );
  });

  it("counts only the preview's console errors live does not have, whatever their addresses", () => {
    expect(
      newErrors(
        ['Failed at http://h/gallery/1.0.0/x.js'],
        ['Failed at http://h/gallery/2.0.0/x.js', 'uncaught: boom'],
      ),
    ).toEqual(['uncaught: boom']);
  });

  it("names a screenshot by its page and check, in a file name's letters", () => {
    expect(screenshotName('/', 'home: lessons/LessonCards')).toBe(
      'home-home-lessons-LessonCards.png',
    );
    expect(screenshotName('/gallery/photo', 'Lesson menu')).toBe('gallery-photo-Lesson-menu.png');
  });
});

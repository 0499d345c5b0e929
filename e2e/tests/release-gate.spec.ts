import { repoRoot } from '@harmoni/tooling/workspaces';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testPorts } from '../support/ports';
import { RemoteWorkingCopy } from '../support/redeploy';
import { serveApp, serveReleases, type AppServerHandle } from '../support/servers';
import {
  releaseCommand as releaseCli,
  releaseCommandSucceeds as succeeds,
} from '../support/teamCommands';
import { expect, test } from '../support/test';

const shellUrl = `http://localhost:${testPorts.gateShell}`;
const galleryWorkspace = join(repoRoot, 'mf-gallery');

/**
 * The integration gate (issue 37 item 1) as `npm run promote` runs it, against a shell of the
 * spec's own with the suite's other remotes live: a gallery release whose styles break the
 * lessons team's parts of the site (its home sections hidden, the header's Lesson menu emptied)
 * is refused with a report naming each page and check and a screenshot, the registry unchanged;
 * the gallery as built passes the gate and goes live.
 */
test.describe('the integration gate before a promote', () => {
  // each promote runs the whole gate (about a minute on a busy machine)
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let work: string;
  let env: Record<string, string>;
  let host: AppServerHandle | undefined;
  let shell: AppServerHandle | undefined;
  let copy: RemoteWorkingCopy | undefined;
  const ids = { hostile: '', sound: '' };
  const idOf = (output: string) => /gallery (\S+)/.exec(output)?.[1] ?? '';
  const liveGallery = async () =>
    ((await (await fetch(`${shellUrl}/remotes.json`)).json()) as Record<string, string>).gallery;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(join(tmpdir(), 'harmoni-release-gate-'));
    env = {
      RELEASE_STORE: join(work, 'store'),
      REGISTRY_FILE: join(work, 'registry.json'),
      RELEASE_CHECKS: join(work, 'checks'),
      RELEASES_URL: `http://localhost:${testPorts.gateHost}/`,
      PREVIEW_SECRET: 'the-release-gate-test-preview-secret-0123',
      SITE_URL: shellUrl,
    };
    mkdirSync(env.RELEASE_STORE ?? '');
    copyFileSync(join(repoRoot, 'shell', 'registry.json'), env.REGISTRY_FILE ?? '');
    host = await serveReleases(env.RELEASE_STORE ?? '', testPorts.gateHost, {
      SHELL_ORIGINS: shellUrl,
    });
    shell = await serveApp('shell', testPorts.gateShell, env);

    // the gallery's styles, changed as a careless global rule would: the lessons team's home
    // sections and the header's lesson links disappear wherever the gallery's styles load
    copy = new RemoteWorkingCopy('mf-gallery', 'gate-hostile');
    copy.edit(
      'src/events/HomeEvents.module.css',
      (css) =>
        `${css}\n:global([data-home-section^='lessons/']) {\n  display: none !important;\n}\n`,
    );
    copy.edit(
      'src/albums/AlbumListPage.module.css',
      (css) =>
        `${css}\n:global(nav[aria-label='Main'] a[href^='/lesson/']) {\n  display: none !important;\n}\n`,
    );
    ids.hostile = idOf(
      await succeeds(
        env,
        ['release', '--version', '6.6.6', '--dist', copy.build()],
        galleryWorkspace,
      ),
    );
    ids.sound = idOf(
      await succeeds(
        env,
        ['release', '--version', '2.0.0', '--dist', join(galleryWorkspace, 'dist')],
        galleryWorkspace,
      ),
    );
  });

  test.afterAll(async () => {
    await shell?.close();
    await host?.close();
    copy?.remove();
    rmSync(work, { recursive: true, force: true });
  });

  test("a candidate that breaks another team's parts is refused, with a report and screenshots", async () => {
    const registryBefore = readFileSync(env.REGISTRY_FILE ?? '', 'utf8');
    const liveBefore = await liveGallery();
    const refused = await releaseCli(env, ['promote', 'gallery', ids.hostile, '--by', 'e2e']);
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stderr).toContain(
      `Refused to promote gallery ${ids.hostile}: the integration gate found`,
    );
    const lines = refused.stderr.split('\n');
    const failure = (page: string, check: string) =>
      lines.findIndex((line) => line.startsWith(`  - ${shellUrl}${page}  [${check}]  expected`));
    // the lessons team's home section, hidden by the gallery's styles
    const home = failure('/', 'home: lessons/LessonCards');
    expect(home, refused.stderr).toBeGreaterThan(0);
    expect(lines[home]).toContain('expected the lessons section appears, as live, found');
    // the header's Lesson menu, emptied on the gallery's pages
    const menu = failure('/gallery/photo', 'Lesson menu');
    expect(menu, refused.stderr).toBeGreaterThan(0);
    expect(lines[menu]).toContain('found no item');
    for (const index of [home, menu]) {
      const screenshot = /^ {6}screenshot: (\S+\.png)$/.exec(lines[index + 1] ?? '')?.[1];
      expect(screenshot, lines[index + 1]).toContain(
        join(work, 'checks', `gallery-${ids.hostile}-`),
      );
      expect(existsSync(screenshot ?? '')).toBe(true);
    }
    expect(refused.stderr).toMatch(
      /integration gate: \d+ pages over HTTP \(live and preview\), \d+ in Chromium, [\d.]+ s/,
    );
    expect(readFileSync(env.REGISTRY_FILE ?? '', 'utf8')).toBe(registryBefore);
    expect(await liveGallery()).toBe(liveBefore);
  });

  test('a sound candidate passes the gate and goes live, the history saying so', async () => {
    const output = await succeeds(env, ['promote', 'gallery', ids.sound, '--by', 'e2e']);
    expect(output).toMatch(
      /^integration gate: \d+ pages over HTTP \(live and preview\), \d+ in Chromium, [\d.]+ s, passed$/m,
    );
    await expect.poll(liveGallery, { timeout: 5_000 }).toContain(`/gallery/${ids.sound}/`);
    const history = await succeeds(env, ['releases', 'gallery', '--history']);
    expect(history).toMatch(/checks: passed: .*; integration gate: .*, passed/);
  });
});

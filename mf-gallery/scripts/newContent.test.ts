/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { checkCommitted } from '@harmoni/tooling/contentCheck';
import { runNpmScript } from '@harmoni/tooling/testing/npmScript';
import { contentCatalog } from './contentCatalog';

// each case runs the command itself, as its team does (a few seconds each)
jest.setTimeout(60_000);

let publicDir: string;
const workspace = join(__dirname, '..');
const run = (script: string, ...args: string[]) =>
  runNpmScript(workspace, script, [...args, '--public-dir', publicDir]);
const read = (path: string) => readFileSync(join(publicDir, path), 'utf8');

beforeAll(() => {
  publicDir = join(mkdtempSync(join(tmpdir(), 'harmoni-gallery-new-')), 'public');
  for (const folder of ['docs', 'images/events', 'images/gallery']) {
    cpSync(join(workspace, 'public/assets', folder), join(publicDir, 'assets', folder), {
      recursive: true,
    });
  }
});
afterAll(() => rmSync(join(publicDir, '..'), { recursive: true, force: true }));

describe('npm run event:new', () => {
  it('writes a valid event and its poster, JPEG and WebP, which the content check passes', async () => {
    const added = run(
      'event:new',
      ...['--title', 'Spring Piano Recital', '--date', '2099-04-17', '--start', '15:00'],
    );
    expect(added.stdout).toMatch(
      /^Added the event "Spring Piano Recital" on 2099-04-17 \(upcoming\)/,
    );
    expect(
      (JSON.parse(read('assets/docs/event.txt')) as Record<string, unknown>)[
        'spring-piano-recital-2099'
      ],
    ).toEqual({
      title: 'Spring Piano Recital',
      date: '2099-04-17',
      time_start: '15:00',
      time_end: '',
      img_src: 'spring-piano-recital-2099.jpg',
      url: '',
      upcoming: true,
    });
    for (const format of ['jpg', 'webp']) {
      const picture = await sharp(
        join(publicDir, `assets/images/events/spring-piano-recital-2099.${format}`),
      ).metadata();
      expect([picture.width, picture.height]).toEqual([600, 400]);
    }
    const report = await checkCommitted(contentCatalog, publicDir);
    expect(report.problems).toEqual([]);
  });

  it('writes nothing, picture included, for an entry its page would refuse', () => {
    const before = read('assets/docs/event.txt');
    const refused = run(
      'event:new',
      '--title',
      'Late Jam',
      '--date',
      '2099-05-01',
      '--start',
      '25:00',
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /Nothing was written: .*event\.txt would not be valid:\n {2}- late-jam-2099 › time_start: must be a 24-hour time like 19:30/,
    );
    expect(existsSync(join(publicDir, 'assets/images/events/late-jam-2099.jpg'))).toBe(false);
    expect(
      run('event:new', '--title', 'Spring Piano Recital', '--date', '2099-04-17').stderr,
    ).toMatch(/already exists; give another --id/);
    expect(read('assets/docs/event.txt')).toBe(before);
  });
});

describe('npm run concert:new', () => {
  it('writes a valid concert, shown with its videos, hidden without any', async () => {
    expect(
      run('concert:new', '--title', 'Winter Gala', '--videos', 'M7lc1UVf-VE,aqz-KE-bpKQ').status,
    ).toBe(0);
    expect(run('concert:new', '--title', 'Graduation Night').stdout).toMatch(
      /hidden, with 0 videos/,
    );
    const concerts = JSON.parse(read('assets/docs/gallery-video-list.txt')) as unknown[];
    expect(concerts.slice(-2)).toEqual([
      {
        url: 'winter-gala',
        display: true,
        title: 'Winter Gala',
        content: ['M7lc1UVf-VE', 'aqz-KE-bpKQ'],
      },
      { url: 'graduation-night', display: false, title: 'Graduation Night', content: [] },
    ]);
    expect((await checkCommitted(contentCatalog, publicDir)).problems).toEqual([]);

    const before = read('assets/docs/gallery-video-list.txt');
    expect(run('concert:new', '--title', 'Winter Gala').stderr).toMatch(
      /already has a concert "winter-gala"; give another --url/,
    );
    expect(run('concert:new', '--title', 'Odd', '--url', 'Not A Slug').stderr).toMatch(
      /entry "Not A Slug" › url: a lowercase slug/,
    );
    expect(read('assets/docs/gallery-video-list.txt')).toBe(before);
  });
});

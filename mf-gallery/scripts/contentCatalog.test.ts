/** @jest-environment node */
import { join } from 'node:path';
import { checkCommitted } from '@harmoni/tooling/contentCheck';
import { contentCatalog } from './contentCatalog';

const publicDir = join(__dirname, '..', 'public');

describe("mf-gallery's content check", () => {
  it('passes the committed content, every file of it read by a page', async () => {
    const report = await checkCommitted(contentCatalog, publicDir);
    expect(report.problems).toEqual([]);
    expect(report.unread).toEqual([]);
    expect(report.checked).toEqual(
      expect.arrayContaining([
        'assets/docs/event.txt',
        'assets/docs/gallery-video-list.txt',
        'assets/images/gallery/info.txt',
      ]),
    );
    expect(report.checked.filter((path) => path.endsWith('/info.txt')).length).toBeGreaterThan(3);
  });

  it('names a concert by its url, an album the index lists without info, and one it leaves out', async () => {
    const report = await checkCommitted(contentCatalog, publicDir, {
      'assets/docs/gallery-video-list.txt': JSON.stringify([
        { url: 'spring-recital', display: 'yes', title: 'Spring Recital', content: [] },
      ]),
      'assets/images/gallery/info.txt': JSON.stringify(['no-such-album']),
      'assets/images/gallery/hidden-album/info.txt': JSON.stringify({ name: 'Hidden' }),
    });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        'assets/docs/gallery-video-list.txt: entry "spring-recital" › display: must be a boolean',
        'assets/images/gallery/no-such-album/info.txt: is missing',
        expect.stringMatching(
          /^assets\/images\/gallery\/hidden-album\/info\.txt: date: is missing/,
        ),
      ]),
    );
  });
});

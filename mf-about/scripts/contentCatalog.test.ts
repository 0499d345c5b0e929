/** @jest-environment node */
import { join } from 'node:path';
import { checkCommitted } from '@harmoni/tooling/contentCheck';
import { contentCatalog } from './contentCatalog';

const publicDir = join(__dirname, '..', 'public');

describe("mf-about's content check", () => {
  it('passes the committed content, every file of it read by a page', async () => {
    const report = await checkCommitted(contentCatalog, publicDir);
    expect(report.problems).toEqual([]);
    expect(report.unread).toEqual([]);
    expect(report.checked).toEqual(
      expect.arrayContaining([
        'assets/docs/articles/directory.json',
        'assets/docs/articles/content/learn-to-play-piano.html',
        'assets/docs/legal/terms.txt',
        'assets/docs/testimonial.txt',
      ]),
    );
  });

  it('names an article entry by its id and each field wrong with it', async () => {
    const directory = JSON.stringify([
      { id: 'learn-to-play-piano', description: 'Piano', published_at: '2024-03-05' },
      { id: 'piano-tips', published_at: '2026-13-45' },
    ]);
    const report = await checkCommitted(contentCatalog, publicDir, {
      'assets/docs/articles/directory.json': directory,
    });
    expect(report.problems).toEqual([
      'assets/docs/articles/directory.json: entry "piano-tips" › description: is missing',
      'assets/docs/articles/directory.json: entry "piano-tips" › published_at: must be a date like 2024-03-05',
    ]);
  });
});

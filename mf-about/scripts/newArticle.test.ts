/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCommitted } from '@harmoni/tooling/contentCheck';
import { runNpmScript } from '@harmoni/tooling/testing/npmScript';
import { contentCatalog } from './contentCatalog';

// each case runs the command itself, as its team does (a few seconds each)
jest.setTimeout(60_000);

let publicDir: string;
const directoryFile = () => join(publicDir, 'assets/docs/articles/directory.json');
const bodyFile = (id: string) => join(publicDir, `assets/docs/articles/content/${id}.html`);
const articleNew = (...args: string[]) =>
  runNpmScript(join(__dirname, '..'), 'article:new', [...args, '--public-dir', publicDir]);

beforeAll(() => {
  publicDir = join(mkdtempSync(join(tmpdir(), 'harmoni-article-new-')), 'public');
  cpSync(join(__dirname, '..', 'public', 'assets', 'docs'), join(publicDir, 'assets', 'docs'), {
    recursive: true,
  });
});
afterAll(() => rmSync(join(publicDir, '..'), { recursive: true, force: true }));

describe('npm run article:new', () => {
  it('writes nothing for an id already there, a bad date or no title', () => {
    const before = readFileSync(directoryFile(), 'utf8');
    expect(articleNew('--title', 'Piano', '--id', 'learn-to-play-piano')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(
        /learn-to-play-piano\.html already exists; nothing was written/,
      ),
    });
    expect(articleNew('--title', 'Scales', '--date', '2026-13-45')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(
        /Nothing was written: .*directory\.json would not be valid:\n {2}- entry "scales" › published_at: must be a date like 2024-03-05/,
      ),
    });
    expect(existsSync(bodyFile('scales'))).toBe(false);
    expect(articleNew().stderr).toMatch(/Give the article a title/);
    expect(readFileSync(directoryFile(), 'utf8')).toBe(before);
  });

  it('writes a valid directory entry and its body, which the content check passes', async () => {
    const before = readFileSync(directoryFile(), 'utf8');
    const run = articleNew(
      '--title',
      'Five Warm-Ups Before Piano Practice',
      '--date',
      '2026-05-04',
    );
    expect(run.stdout).toMatch(
      /^Added the article "Five Warm-Ups Before Piano Practice" \(\/about\/article\/five-warm-ups-before-piano-practice\)/,
    );
    const entries = JSON.parse(readFileSync(directoryFile(), 'utf8')) as unknown[];
    expect(entries.at(-1)).toEqual({
      id: 'five-warm-ups-before-piano-practice',
      specified_title: 'Five Warm-Ups Before Piano Practice',
      description: 'Five Warm-Ups Before Piano Practice: advice from the teachers of {brand}.',
      published_at: '2026-05-04',
    });
    // written as Prettier writes it: the diff is the new entry only
    const after = readFileSync(directoryFile(), 'utf8');
    expect(after.startsWith(before.slice(0, before.lastIndexOf('}') + 1))).toBe(true);
    expect(readFileSync(bodyFile('five-warm-ups-before-piano-practice'), 'utf8')).toMatch(
      /<h2>[^<]+<\/h2>[\s\S]*<ul>/,
    );

    const report = await checkCommitted(contentCatalog, publicDir);
    expect(report.problems).toEqual([]);
    expect(report.checked).toContain(
      'assets/docs/articles/content/five-warm-ups-before-piano-practice.html',
    );
  });

  it('leaves a title the page derives from the id alone', () => {
    expect(articleNew('--title', 'Choosing A Violin').status).toBe(0);
    const entries = JSON.parse(readFileSync(directoryFile(), 'utf8')) as object[];
    expect(entries.at(-1)).toMatchObject({ id: 'choosing-a-violin' });
    expect(entries.at(-1)).not.toHaveProperty('specified_title');
  });
});

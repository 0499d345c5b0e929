/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';
import {
  checkContent,
  contentFile,
  folderReader,
  plainFile,
  urlReader,
  type ContentCatalog,
} from './contentCheck';
import { reportText } from './contentCheckCli';

const base = 'http://content.test/';
const url = (path: string) => `${base}${path}`;

const entry = z.object({
  id: z.string(),
  description: z.string(),
  published_at: z.iso.date({ error: 'must be a date like 2024-03-05' }),
});
const directory = {
  url: url('assets/docs/articles/directory.json'),
  parse: (raw: unknown) => parseContent(z.array(entry), raw),
};
const albumInfo = (folder: string) => ({
  url: url(`assets/images/gallery/${folder}/info.txt`),
  parse: (raw: unknown) => parseContent(z.object({ name: z.string() }), raw),
});

/** A small remote: a directory whose entries name HTML bodies, and albums found by path. */
const catalog: ContentCatalog = {
  files: [
    contentFile(directory, (entries) =>
      entries.map((article) => plainFile(url(`assets/docs/articles/content/${article.id}.html`))),
    ),
  ],
  byPath: (path) => {
    const folder = /^assets\/images\/gallery\/([^/]+)\/info\.txt$/.exec(path)?.[1];
    return folder === undefined ? undefined : contentFile(albumInfo(folder));
  },
};

const sound = {
  'assets/docs/articles/directory.json': JSON.stringify([
    { id: 'piano-tips', description: 'Tips', published_at: '2026-01-05' },
  ]),
  'assets/docs/articles/content/piano-tips.html': '<p>Practise daily.</p>',
  'assets/images/gallery/recital/info.txt': JSON.stringify({ name: 'Recital' }),
  'assets/images/gallery/recital/thumb.jpg': 'not content',
  'assets/docs/old-notes.txt': '{}',
};

let work: string;
function folderWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(work, 'public-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'harmoni-content-check-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the content check of a folder', () => {
  it('checks every file a page reads, each file one names, and the ones pages find by path', async () => {
    const report = await checkContent(catalog, folderReader(folderWith(sound)), base);
    expect(report).toEqual({
      checked: [
        'assets/docs/articles/directory.json',
        'assets/docs/articles/content/piano-tips.html',
        'assets/images/gallery/recital/info.txt',
      ],
      problems: [],
      unread: ['assets/docs/old-notes.txt'],
    });
    expect(reportText('mf-about', 'public', report)).toBe(
      'mf-about: 3 content files checked in public, no problems\nRead by no page, so not checked: assets/docs/old-notes.txt',
    );
  });

  it('names the file, the entry by its id and the field; a missing or empty body; bad JSON', async () => {
    const root = folderWith({
      ...sound,
      'assets/docs/articles/directory.json': JSON.stringify([
        { id: 'piano-tips', description: 'Tips', published_at: '2026-01-05' },
        { id: 'violin-tips', published_at: '2026-13-45' },
        { id: 'empty-one', description: 'Empty', published_at: '2026-01-06' },
      ]),
      'assets/docs/articles/content/empty-one.html': '  \n',
      'assets/images/gallery/recital/info.txt': '{ "name": ',
    });
    const report = await checkContent(catalog, folderReader(root), base);
    expect(report.problems).toEqual([
      'assets/docs/articles/directory.json: entry "violin-tips" › description: is missing',
      'assets/docs/articles/directory.json: entry "violin-tips" › published_at: must be a date like 2024-03-05',
      'assets/images/gallery/recital/info.txt: not valid JSON (Unexpected end of JSON input)',
    ]);

    const fixed = folderWith({
      ...sound,
      'assets/docs/articles/directory.json': JSON.stringify([
        { id: 'gone', description: 'Gone', published_at: '2026-01-05' },
        { id: 'empty-one', description: 'Empty', published_at: '2026-01-06' },
      ]),
      'assets/docs/articles/content/empty-one.html': '  \n',
    });
    expect((await checkContent(catalog, folderReader(fixed), base)).problems).toEqual([
      'assets/docs/articles/content/gone.html: is missing',
      'assets/docs/articles/content/empty-one.html: is empty',
    ]);
    expect(reportText('mf-about', 'public', await checkContent(catalog, folderReader(fixed), base)))
      .toBe(`mf-about: 4 content files checked in public, 2 problems:
  - assets/docs/articles/content/gone.html: is missing
  - assets/docs/articles/content/empty-one.html: is empty
Read by no page, so not checked: assets/docs/old-notes.txt`);
  });
});

describe('the content check of a served release', () => {
  let server: Server;
  let served: Record<string, string>;
  let release: string;
  beforeEach(async () => {
    server = createServer((request, response) => {
      const path = decodeURIComponent((request.url ?? '').replace(/^\/about\/1\.0\.0-abc\//, ''));
      if (path === 'assets/docs/articles/content/down.html') return response.writeHead(503).end();
      const body = served[path];
      response.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    release = `http://127.0.0.1:${(server.address() as AddressInfo).port}/about/1.0.0-abc/`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('reads each file over HTTP: what is served is what is checked', async () => {
    served = { ...sound };
    expect((await checkContent(catalog, urlReader(release), base)).problems).toEqual([]);
    served = {
      ...sound,
      'assets/docs/articles/directory.json': JSON.stringify([
        { id: 'piano-tips', description: 'Tips', published_at: '2026-01-05' },
        { id: 'down', description: 'Down', published_at: '2026-01-05' },
        { id: 'gone', published_at: '2026-01-05' },
      ]),
    };
    expect((await checkContent(catalog, urlReader(release), base)).problems).toEqual([
      'assets/docs/articles/directory.json: entry "gone" › description: is missing',
    ]);
    served['assets/docs/articles/directory.json'] = JSON.stringify([
      { id: 'down', description: 'Down', published_at: '2026-01-05' },
    ]);
    expect((await checkContent(catalog, urlReader(release), base)).problems).toEqual([
      'assets/docs/articles/content/down.html: could not be read (HTTP 503)',
    ]);
  });
});

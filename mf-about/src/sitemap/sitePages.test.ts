/** @jest-environment node */
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sitePages from './sitePages';

const publicDir = join(__dirname, '../../public');

describe('the pages the about remote publishes', () => {
  it('is every article of the directory', async () => {
    const directory = JSON.parse(
      readFileSync(join(publicDir, 'assets/docs/articles/directory.json'), 'utf8'),
    ) as { id: string }[];
    const paths = await sitePages(publicFolderReader(publicDir));
    expect(paths).toEqual(directory.map((entry) => `/about/article/${entry.id}`));
  });

  it('is none when the directory is missing', async () => {
    expect(await sitePages(() => Promise.resolve({ status: 'missing' }))).toEqual([]);
  });
});

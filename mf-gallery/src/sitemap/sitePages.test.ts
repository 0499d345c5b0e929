/** @jest-environment node */
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { join } from 'node:path';
import sitePages from './sitePages';

const read = publicFolderReader(join(__dirname, '../../public'));

describe('the pages the gallery remote publishes', () => {
  it('is every album of the index and every concert marked for display', async () => {
    const paths = await sitePages(read);
    expect(paths.some((path) => /^\/gallery\/photo\/[a-z0-9-]+$/.test(path))).toBe(true);
    expect(paths.some((path) => path.startsWith('/gallery/concert/'))).toBe(true);
  });

  it('leaves out hidden concerts, and lists the albums when the concert list is broken', async () => {
    const files: Record<string, string> = {
      'info.txt': JSON.stringify(['spring-recital']),
      'gallery-video-list.txt': '{"broken":',
    };
    const fake = (url: string): Promise<ServerRead> => {
      const name = url.slice(url.lastIndexOf('/') + 1);
      const text = files[name];
      return Promise.resolve(text ? { status: 'read', text } : { status: 'missing' });
    };
    expect(await sitePages(fake)).toEqual(['/gallery/photo/spring-recital']);
  });
});

import type { ContentClient, ContentResult } from './contentClient';
import { notingReads } from './notingReads';

const answering = (results: Record<string, ContentResult<unknown>>): ContentClient => ({
  read: async <T>(url: string) => results[url] as ContentResult<T>,
});

describe('notingReads', () => {
  it('notes each file read successfully, once, in the order read, and passes results through', async () => {
    const read: string[] = [];
    const client = notingReads(
      answering({
        '/a.txt': { status: 'ok', value: 'a' },
        '/gone.txt': { status: 'missing' },
        '/down.txt': { status: 'unavailable' },
        '/b.txt': { status: 'ok', value: 'b' },
      }),
      read,
    );
    const parse = (raw: unknown) => raw;
    expect(await client.read('/a.txt', parse)).toEqual({ status: 'ok', value: 'a' });
    expect(await client.read('/gone.txt', parse)).toEqual({ status: 'missing' });
    await client.read('/down.txt', parse);
    await client.read('/b.txt', parse);
    await client.read('/a.txt', parse);
    expect(read).toEqual(['/a.txt', '/b.txt']);
  });
});

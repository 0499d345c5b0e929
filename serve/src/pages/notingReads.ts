import type { ContentClient } from './contentClient';

/**
 * The client, noting each file it reads successfully into `read`. The files the server reads to
 * describe a page are the ones the page itself fetches: worth a hint before any script runs.
 */
export function notingReads(client: ContentClient, read: string[]): ContentClient {
  return {
    read: async (url, parse) => {
      const result = await client.read(url, parse);
      if (result.status === 'ok' && !read.includes(url)) read.push(url);
      return result;
    },
  };
}

import type { ContentResource } from '../content/contentStore';
import { parseContentText } from '../content/fetchContent';
import type { ServerRead } from '../content/serverRender';

/** Reads a content file through the shell's server (the registry's origins only). */
export type ReadContent = (url: string) => Promise<ServerRead>;

/**
 * What a remote's server module './sitePages' exports as its default: the paths of the pages its
 * content has (its lessons, albums, articles), for the sitemap. Each remote publishes its own;
 * the shell's server lists only paths its route table gives to that remote.
 */
export type SitePages = (read: ReadContent) => Promise<string[]>;

/** A content file's value, or undefined when it cannot be read or parsed (nothing to list). */
export async function readResource<T>(
  read: ReadContent,
  resource: ContentResource<T>,
): Promise<T | undefined> {
  const answer = await read(resource.url);
  if (answer.status !== 'read') return undefined;
  try {
    return parseContentText(resource.url, answer.text, resource.parse);
  } catch {
    return undefined;
  }
}

import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { vimeoMetadataUrl } from './videoUrls';

/** What the second video service tells us about a video before it is played. */
export interface VimeoMetadata {
  /** the banner image; empty when unknown */
  thumbnail: string;
  title: string;
}

export const emptyVimeoMetadata: VimeoMetadata = { thumbnail: '', title: '' };

const metadataList = z.array(
  z.object({
    title: z.optional(z.string()),
    thumbnail_large: z.optional(z.string().check(z.regex(/^https?:\/\//))),
  }),
);

/** Reads the first item of the metadata; anything else gives the empty banner and title. */
export function parseVimeoMetadata(raw: unknown): VimeoMetadata {
  const result = metadataList.safeParse(raw);
  const first = result.success ? result.data[0] : undefined;
  return { thumbnail: first?.thumbnail_large ?? '', title: first?.title ?? '' };
}

/** One request per video per visit, however many embeds show it. */
const requests = new Map<string, Promise<VimeoMetadata>>();

/** Never rejects: a failed request falls back to the empty banner and title, silently. */
export function fetchVimeoMetadata(videoId: string): Promise<VimeoMetadata> {
  const known = requests.get(videoId);
  if (known) return known;
  const request = fetch(vimeoMetadataUrl(videoId))
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseVimeoMetadata(await response.json());
    })
    .catch(() => {
      // Forget the failure so a later embed of this video can try again.
      requests.delete(videoId);
      return emptyVimeoMetadata;
    });
  requests.set(videoId, request);
  return request;
}

/** The metadata of a video of the second service; empty until it arrives or without a video. */
export function useVimeoMetadata(videoId: string | undefined): VimeoMetadata {
  const [loaded, setLoaded] = useState<{ videoId: string; metadata: VimeoMetadata }>();
  useEffect(() => {
    if (videoId === undefined) return;
    let current = true;
    void fetchVimeoMetadata(videoId).then((metadata) => {
      if (current) setLoaded({ videoId, metadata });
    });
    return () => {
      current = false;
    };
  }, [videoId]);
  return loaded !== undefined && loaded.videoId === videoId ? loaded.metadata : emptyVimeoMetadata;
}

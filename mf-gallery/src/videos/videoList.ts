import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

/** A video id of the first video service: letters, digits, '-' and '_'. */
const videoId = z.string().check(z.regex(/^[\w-]+$/, 'must be a video id'));
const videoList = z.array(videoId);

/** footage.txt and gallery-video.txt: lists of video ids, in display order. */
export function parseVideoList(raw: unknown): string[] {
  return parseContent(videoList, raw);
}

import type { Concert } from '@harmoni/shared';
import { parseContent } from '@harmoni/shared/parseContent';
import * as z from 'zod/mini';

const concertEntry = z.object({
  url: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug')),
  display: z.boolean(),
  title: z.string().check(z.minLength(1)),
  content: z.array(z.string().check(z.minLength(1))),
});

const concertList = z.array(concertEntry);

/** gallery-video-list.txt -> concert gallery entries (hidden ones included). */
export function parseConcerts(raw: unknown): Concert[] {
  return parseContent(concertList, raw);
}

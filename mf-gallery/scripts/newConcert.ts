/**
 * npm run concert:new -w mf-gallery -- --title "<title>" [--url <slug>] [--videos <id,id,…>]
 * [--hidden]: a new concert gallery, as a valid entry in gallery-video-list.txt (its page is
 * /gallery/concert/{url}). A concert without videos yet is written hidden. Nothing is written
 * if the entry would be invalid.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { changeContentFile, ScaffoldError, slugOf } from '@harmoni/tooling/contentScaffold';
import { parseConcerts } from '../src/concerts/parseConcerts';

export const usage =
  'Usage: npm run concert:new -w mf-gallery -- --title "<title>" [--url <slug>] [--videos <id,id,…>] [--hidden]';

export async function concertNewCommand(argv: string[], publicDir: string): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'public-dir': { type: 'string' },
      title: { type: 'string' },
      url: { type: 'string' },
      videos: { type: 'string' },
      hidden: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const title = values.title?.trim();
  if (!title) throw new ScaffoldError(`Give the concert a title\n${usage}`);
  const url = values.url ?? slugOf(title);
  const videos = (values.videos ?? '')
    .split(',')
    .map((video) => video.trim())
    .filter(Boolean);
  // a concert page with nothing to watch stays out of the menus until its videos are in
  const display = !values.hidden && videos.length > 0;
  const file = join(values['public-dir'] ?? publicDir, 'assets', 'docs', 'gallery-video-list.txt');
  await changeContentFile(file, parseConcerts, (raw) => {
    const concerts = Array.isArray(raw) ? raw : [];
    if (concerts.some((concert: { url?: unknown }) => concert.url === url)) {
      throw new ScaffoldError(
        `gallery-video-list.txt already has a concert "${url}"; give another --url`,
      );
    }
    return [...concerts, { url, display, title, content: videos }];
  });
  return [
    `Added the concert "${title}" (/gallery/concert/${url}), ${display ? 'shown' : 'hidden'}, with ${videos.length} video${videos.length === 1 ? '' : 's'}:`,
    `  entry: ${file}`,
    ...(display ? [] : ['  To show it: add its video ids to "content" and set "display" to true.']),
    'Then: npm run content:check -w mf-gallery, and npm run release -w mf-gallery',
  ].join('\n');
}

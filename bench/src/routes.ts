import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchRoute {
  name: string;
  path: string;
}

function firstOf(file: string, pick: (raw: unknown) => string | undefined): string {
  const value = pick(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!value) throw new Error(`${file} has no entry to measure`);
  return value;
}

/** The pages the issue names, with the album and article taken from the content itself. */
export function benchRoutes(repoRoot: string): BenchRoute[] {
  const album = firstOf(
    join(repoRoot, 'mf-gallery/public/assets/images/gallery/info.txt'),
    (raw) => (Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : undefined),
  );
  const article = firstOf(
    join(repoRoot, 'mf-about/public/assets/docs/articles/directory.json'),
    (raw) => {
      const first: unknown = Array.isArray(raw) ? raw[0] : undefined;
      return typeof first === 'object' && first !== null && 'id' in first
        ? String(first.id)
        : undefined;
    },
  );
  return [
    { name: 'Home', path: '/' },
    { name: 'Piano lesson', path: '/lesson/piano' },
    { name: 'Photo gallery', path: '/gallery/photo' },
    { name: 'Album', path: `/gallery/photo/${album}` },
    { name: 'Article', path: `/about/article/${article}` },
    { name: 'Contact', path: '/contact' },
  ];
}

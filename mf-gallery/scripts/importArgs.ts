import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AlbumImport } from './albumImport';

export const usage = `Usage: npm run gallery:import -w mf-gallery -- --from <folder of photos> --folder <slug> --name "<album name>" --date YYYY-MM-DD [--cover <n>] [--gallery-dir <dir>]`;

/**
 * The command line of gallery:import -> what to import. Relative paths are read from `cwd`,
 * the folder the command was typed in.
 */
export function parseImportArgs(
  argv: string[],
  { cwd, defaultGalleryDir }: { cwd: string; defaultGalleryDir: string },
): AlbumImport {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      folder: { type: 'string' },
      name: { type: 'string' },
      date: { type: 'string' },
      cover: { type: 'string' },
      'gallery-dir': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const missing = (['from', 'folder', 'name', 'date'] as const).filter((key) => !values[key]);
  if (missing.length > 0) {
    throw new Error(`Missing ${missing.map((key) => `--${key}`).join(', ')}\n${usage}`);
  }
  let cover: number | undefined;
  if (values.cover !== undefined) {
    cover = Number(values.cover);
    if (!Number.isInteger(cover) || cover < 1) {
      throw new Error(`--cover must be a photo number (1, 2, ...), got "${values.cover}"`);
    }
  }
  const path = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value));
  return {
    from: path(values.from ?? ''),
    folder: values.folder ?? '',
    name: values.name ?? '',
    date: values.date ?? '',
    cover,
    galleryDir: values['gallery-dir'] ? path(values['gallery-dir']) : defaultGalleryDir,
  };
}

import { parseImportArgs } from './importArgs';

const where = {
  cwd: '/home/team/photos',
  defaultGalleryDir: '/repo/mf-gallery/public/assets/images/gallery',
};
const required = [
  '--from',
  'raw/recital',
  '--folder',
  'recital-2026',
  '--name',
  'Recital 2026',
  '--date',
  '2026-04-18',
];

describe('parseImportArgs', () => {
  it('reads the album and resolves the photo folder from where the command was typed', () => {
    expect(parseImportArgs(required, where)).toEqual({
      from: '/home/team/photos/raw/recital',
      folder: 'recital-2026',
      name: 'Recital 2026',
      date: '2026-04-18',
      cover: undefined,
      galleryDir: '/repo/mf-gallery/public/assets/images/gallery',
    });
  });

  it('takes a cover photo and another gallery folder', () => {
    const options = parseImportArgs(
      [...required, '--cover', '3', '--gallery-dir', '/tmp/copy/gallery'],
      where,
    );
    expect(options.cover).toBe(3);
    expect(options.galleryDir).toBe('/tmp/copy/gallery');
  });

  it('names every missing option', () => {
    expect(() => parseImportArgs(['--from', 'x'], where)).toThrow(
      /Missing --folder, --name, --date/,
    );
  });

  it.each([['0'], ['two'], ['1.5']])('refuses the cover %s', (cover) => {
    expect(() => parseImportArgs([...required, '--cover', cover], where)).toThrow(/--cover/);
  });

  it('refuses unknown options', () => {
    expect(() => parseImportArgs([...required, '--colour', 'red'], where)).toThrow();
  });
});

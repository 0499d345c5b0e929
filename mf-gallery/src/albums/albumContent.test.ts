import { parseAlbumIndex, parseAlbumInfo } from './albumContent';
import { isAlbumFolder, photoFileName, photoPath } from './albumFiles';

describe('parseAlbumIndex', () => {
  it('keeps the folders in order', () => {
    expect(parseAlbumIndex(['spring-recital-2026', 'year-end-concert-2025'])).toEqual([
      'spring-recital-2026',
      'year-end-concert-2025',
    ]);
  });

  it.each([[[{ folder: 'a' }]], [['Spring Recital']], [['a', 'a']], [{ a: 'a' }]])(
    'refuses %j',
    (raw) => {
      expect(() => parseAlbumIndex(raw)).toThrow();
    },
  );
});

describe('parseAlbumInfo', () => {
  it('reads name, date, total and cover', () => {
    expect(parseAlbumInfo({ name: 'Recital', date: '2026-04-18', total: 6, cover: 3 })).toEqual({
      name: 'Recital',
      date: '2026-04-18',
      total: 6,
      cover: 3,
    });
  });

  it('makes photo 1 the cover unless one is given', () => {
    expect(parseAlbumInfo({ name: 'Recital', date: '2026-04-18', total: 6 }).cover).toBe(1);
  });

  it.each([
    [{ name: '', date: '2026-04-18', total: 6 }, /name/],
    [{ name: 'R', date: 'April 2026', total: 6 }, /date/],
    [{ name: 'R', date: '2026-04-18', total: 0 }, /at least one photo/],
    [{ name: 'R', date: '2026-04-18', total: 2.5 }, /total/],
    [{ name: 'R', date: '2026-04-18', total: 6, cover: 7 }, /cover must be one of the photos/],
  ])('refuses %j', (raw, message) => {
    expect(() => parseAlbumInfo(raw)).toThrow(message);
  });
});

describe('album files', () => {
  it('names photos after the folder with the number in brackets', () => {
    expect(photoFileName('spring-recital-2026', 3, 'jpg')).toBe('spring-recital-2026 (3).jpg');
  });

  it('puts thumbnails in thumbnails/, encoded for a URL', () => {
    expect(photoPath('duo', 2, 'thumbnail', 'webp')).toBe('duo/thumbnails/duo%20(2).webp');
    expect(photoPath('duo', 2, 'full', 'jpg')).toBe('duo/duo%20(2).jpg');
  });

  it('accepts only lowercase hyphenated folders', () => {
    expect(isAlbumFolder('year-end-concert-2025')).toBe(true);
    expect(['', 'Year', 'a b', '../x', 'a--b', '-a'].some(isAlbumFolder)).toBe(false);
  });
});

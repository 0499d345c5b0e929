import fs from 'node:fs';
import path from 'node:path';
import { displayedConcerts } from '@harmoni/shared';
import { parseAlbumIndex, parseAlbumInfo } from './albums/albumContent';
import { galleryPath, infoFileName, photoFileName, thumbnailFolder } from './albums/albumFiles';
import { parseConcerts } from './concerts/parseConcerts';
import { parseEvents } from './events/eventContent';
import { parseVideoList } from './videos/videoList';

/** The files this remote publishes, as they are committed. */
const publicDir = path.join(__dirname, '../public');
const read = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8')) as unknown;
const exists = (file: string) => fs.existsSync(path.join(publicDir, file));

describe('event.txt', () => {
  const events = parseEvents(read('assets/docs/event.txt'));

  it('has at least 8 events: upcoming and past, some without a url or a start time', () => {
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.some((event) => event.upcoming)).toBe(true);
    expect(events.some((event) => !event.upcoming)).toBe(true);
    expect(events.some((event) => event.url === '')).toBe(true);
    expect(events.some((event) => event.time_start === '')).toBe(true);
  });

  it('has an image and its WebP twin for every event', () => {
    for (const { img_src } of events) {
      expect(exists(`assets/images/events/${img_src}`)).toBe(true);
      expect(exists(`assets/images/events/${img_src.replace(/\.\w+$/, '.webp')}`)).toBe(true);
    }
  });

  it('links only to pages of the site', () => {
    const sitePaths = /^\/(contact|about\/exam-boards|gallery\/(photo|concert)\/[a-z0-9-]+)(\?|$)/;
    for (const { url } of events.filter((event) => event.url !== '')) {
      expect(url).toMatch(sitePaths);
    }
  });
});

describe('the photo albums', () => {
  const folders = parseAlbumIndex(read(`${galleryPath}/${infoFileName}`));

  it('has at least 3 albums of 6 or more photos', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
    for (const folder of folders) {
      expect(
        parseAlbumInfo(read(`${galleryPath}/${folder}/${infoFileName}`)).total,
      ).toBeGreaterThanOrEqual(6);
    }
  });

  it('has every photo, full size and thumbnail, JPEG and WebP, and nothing more', () => {
    for (const folder of folders) {
      const { total } = parseAlbumInfo(read(`${galleryPath}/${folder}/${infoFileName}`));
      const expected = Array.from({ length: total }, (_, index) => [
        photoFileName(folder, index + 1, 'jpg'),
        photoFileName(folder, index + 1, 'webp'),
      ]).flat();
      const dir = path.join(publicDir, galleryPath, folder);
      expect(fs.readdirSync(dir).sort()).toEqual(
        [...expected, infoFileName, thumbnailFolder].sort(),
      );
      expect(fs.readdirSync(path.join(dir, thumbnailFolder)).sort()).toEqual(expected.sort());
    }
  });

  it('keeps every full-size photo under 120 KB', () => {
    for (const folder of folders) {
      const dir = path.join(publicDir, galleryPath, folder);
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.jpg'))) {
        expect(fs.statSync(path.join(dir, file)).size).toBeLessThan(120 * 1024);
      }
    }
  });
});

describe('the video lists', () => {
  it('has recap and gallery video ids', () => {
    expect(parseVideoList(read('assets/docs/footage.txt')).length).toBeGreaterThan(0);
    expect(parseVideoList(read('assets/docs/gallery-video.txt')).length).toBeGreaterThan(0);
  });

  it('has at least 3 concerts, one of them hidden', () => {
    const concerts = parseConcerts(read('assets/docs/gallery-video-list.txt'));
    expect(concerts.length).toBeGreaterThanOrEqual(3);
    expect(displayedConcerts(concerts).length).toBeLessThan(concerts.length);
  });
});

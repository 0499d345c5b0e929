/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cardImageSize, heroImageSize } from '../src/images/imageSizes';
import { parseLessonPage } from '../src/lesson-page/lessonPageContent';
import { parseLessons } from '../src/lessons/parseLessons';

const publicDir = path.join(__dirname, '..', 'public', 'assets');
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(publicDir, 'docs', file), 'utf8'));

const cards = parseLessons(readJson('lesson.txt')).map((lesson) => lesson.image);
const heroes = fs
  .readdirSync(path.join(publicDir, 'docs', 'lessons'))
  .map((file) => parseLessonPage(readJson(`lessons/${file}`)).hero.image);

async function expectPicture(file: string, size: { width: number; height: number }) {
  for (const variant of [file, file.replace(/\.jpg$/, '.webp')]) {
    const full = path.join(publicDir, 'images', 'lesson', variant);
    const { width, height, format } = await sharp(full).metadata();
    expect({ variant, width, height, format }).toEqual({
      variant,
      ...size,
      format: variant.endsWith('.webp') ? 'webp' : 'jpeg',
    });
    // generated pictures stay small: a few tens of KB at most
    expect(fs.statSync(full).size).toBeLessThan(60_000);
  }
}

describe('the committed lesson pictures', () => {
  it('include a card, as .jpg and .webp, for each of the nine lessons of lesson.txt', async () => {
    expect(cards).toHaveLength(9);
    for (const image of cards) await expectPicture(image, cardImageSize);
  });

  it('include a hero, as .jpg and .webp, for each of the eight lesson pages', async () => {
    expect(heroes).toHaveLength(8);
    for (const image of heroes) await expectPicture(`hero/${image}`, heroImageSize);
  });
});

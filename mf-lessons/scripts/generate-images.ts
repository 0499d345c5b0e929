/**
 * Draws the lesson pictures from SVG and writes them, as .jpg and .webp, where the site serves
 * them: a card per lesson of lesson.txt and a hero per lesson page. Run after changing the art
 * or the content, and commit the output:
 *   npx tsx mf-lessons/scripts/generate-images.ts
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { cardImageSize, heroImageSize } from '../src/images/imageSizes';
import { parseLessonPage } from '../src/lesson-page/lessonPageContent';
import { parseLessons } from '../src/lessons/parseLessons';
import { cardScene, heroScene, isInstrumentArt } from './art/scenes';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..');
const docs = join(workspace, 'public', 'assets', 'docs');
const cardDir = join(workspace, 'public', 'assets', 'images', 'lesson');
const heroDir = join(cardDir, 'hero');

const QUALITY = 70;

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** 'online-lesson.jpg' -> the 'online-lesson' drawing; a name without a drawing is an error. */
function artFor(image: string) {
  const name = basename(image, extname(image));
  if (!isInstrumentArt(name)) throw new Error(`No drawing for the picture "${image}"`);
  return name;
}

async function write(svg: string, dir: string, image: string): Promise<void> {
  const stem = join(dir, basename(image, extname(image)));
  const picture = sharp(Buffer.from(svg));
  await picture.clone().jpeg({ quality: QUALITY, mozjpeg: true }).toFile(`${stem}.jpg`);
  await picture.clone().webp({ quality: QUALITY }).toFile(`${stem}.webp`);
  console.log(`wrote ${stem}.jpg and .webp`);
}

async function main(): Promise<void> {
  mkdirSync(heroDir, { recursive: true });
  const { width: cardWidth, height: cardHeight } = cardImageSize;
  for (const lesson of parseLessons(readJson(join(docs, 'lesson.txt')))) {
    await write(cardScene(artFor(lesson.image), cardWidth, cardHeight), cardDir, lesson.image);
  }
  const { width: heroWidth, height: heroHeight } = heroImageSize;
  const pages = readdirSync(join(docs, 'lessons')).filter((file) => file.endsWith('.txt'));
  for (const file of pages) {
    const { hero } = parseLessonPage(readJson(join(docs, 'lessons', file)));
    await write(heroScene(artFor(hero.image), heroWidth, heroHeight), heroDir, hero.image);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * The picture link previews show for every page (og:image): the school's name on its colours,
 * 1200x630 as the social networks ask. Run: npx tsx scripts/generate-link-preview.ts
 */
import { join } from 'node:path';
import { site } from '../../shared/src/config/site';
import sharp from 'sharp';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1d3557"/>
  <rect x="0" y="560" width="1200" height="70" fill="#e9b949"/>
  <circle cx="1030" cy="170" r="90" fill="none" stroke="#e9b949" stroke-width="14"/>
  <rect x="1106" y="40" width="14" height="140" fill="#e9b949"/>
  <text x="80" y="270" font-family="DejaVu Sans, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${escape(site.brand)}</text>
  <text x="80" y="360" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#f1faee">Music lessons in ${escape(site.area)}, ${escape(site.city)}</text>
  <text x="80" y="610" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#1d3557">Piano · Violin · Guitar · Vocal · Ukulele · Keyboard · Cello · Online</text>
</svg>`;

const target = join(import.meta.dirname, '..', 'public', 'assets', 'images', 'link-preview.jpg');
await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(target);
console.log(`wrote ${target}`);

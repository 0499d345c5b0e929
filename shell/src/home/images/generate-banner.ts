/**
 * Draws the home banner picture from SVG and writes it as .jpg and .webp into the shell's
 * public assets (a stable name, so the server can preload it). Run after changing the drawing,
 * and commit the output:
 *   npx tsx shell/src/home/images/generate-banner.ts
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bannerImageSize } from './bannerImageSize';

const { width, height } = bannerImageSize;
const QUALITY = 70;

/** A keyboard along the bottom edge, fading into the picture. */
function keyboard(): string {
  const keyWidth = 64;
  const top = height - 150;
  const whites = Array.from({ length: Math.ceil(width / keyWidth) + 1 }, (_, index) => index);
  const white = whites
    .map(
      (index) =>
        `<rect x="${index * keyWidth}" y="${top}" width="${keyWidth - 3}" height="150" rx="4" fill="#f6f4ef"/>`,
    )
    .join('');
  const black = whites
    .filter((index) => [0, 1, 3, 4, 5].includes(index % 7))
    .map(
      (index) =>
        `<rect x="${(index + 1) * keyWidth - 20}" y="${top}" width="38" height="92" rx="3" fill="#12243d"/>`,
    )
    .join('');
  return `<g opacity="0.5">${white}${black}</g>
    <rect x="0" y="${top - 2}" width="${width}" height="154" fill="url(#keys-fade)"/>`;
}

function staff(offset: number, lift: number): string {
  return Array.from({ length: 5 }, (_, index) => {
    const y = offset + index * 16;
    return `<path d="M0 ${y} C ${width * 0.28} ${y - lift} ${width * 0.62} ${y + lift} ${width} ${y - lift * 0.4}" fill="none" stroke="#ffffff" stroke-width="2.5" opacity="0.14"/>`;
  }).join('');
}

function note(x: number, y: number, scale: number, opacity: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${opacity}">
    <ellipse rx="14" ry="10" transform="rotate(-22)" fill="#e9b949"/>
    <path d="M12 -3 V -70 q 22 10 26 32" fill="none" stroke="#e9b949" stroke-width="5"/>
  </g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#12243d"/><stop offset="0.6" stop-color="#1d3557"/><stop offset="1" stop-color="#5a2a2a"/>
    </linearGradient>
    <radialGradient id="gold"><stop offset="0" stop-color="#e9b949" stop-opacity="0.45"/><stop offset="1" stop-color="#e9b949" stop-opacity="0"/></radialGradient>
    <radialGradient id="red"><stop offset="0" stop-color="#b4432f" stop-opacity="0.55"/><stop offset="1" stop-color="#b4432f" stop-opacity="0"/></radialGradient>
    <linearGradient id="keys-fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#12243d" stop-opacity="0.9"/><stop offset="1" stop-color="#12243d" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.18}" cy="${height * 0.28}" r="${height * 0.5}" fill="url(#gold)"/>
  <circle cx="${width * 0.84}" cy="${height * 0.7}" r="${height * 0.6}" fill="url(#red)"/>
  ${staff(height * 0.3, 120)}
  ${staff(height * 0.58, -90)}
  ${note(width * 0.1, height * 0.5, 1.6, 0.55)}
  ${note(width * 0.22, height * 0.36, 1.1, 0.4)}
  ${note(width * 0.78, height * 0.3, 1.4, 0.5)}
  ${note(width * 0.9, height * 0.52, 1.1, 0.4)}
  ${note(width * 0.66, height * 0.72, 0.9, 0.3)}
  ${keyboard()}
</svg>`;

async function main(): Promise<void> {
  const stem = join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../public/assets/images/home/banner',
  );
  const picture = sharp(Buffer.from(svg));
  await picture.clone().jpeg({ quality: QUALITY, mozjpeg: true }).toFile(`${stem}.jpg`);
  await picture.clone().webp({ quality: QUALITY }).toFile(`${stem}.webp`);
  // half the width, for phones (homeBannerImage.webpSet)
  await picture
    .clone()
    .resize(width / 2)
    .webp({ quality: QUALITY })
    .toFile(`${stem}-${width / 2}.webp`);
  console.log(`wrote ${stem}.jpg, .webp and -${width / 2}.webp`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

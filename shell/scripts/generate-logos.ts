/**
 * The header's and loader's logos (public/assets/images/logo-white.svg, logo-grey.svg): the
 * school's mark and name, the name drawn as outlines rather than as <text>. As text, each logo was
 * an SVG document of its own that asked the browser for its fonts (four families, most missing on
 * a phone) in the page's first layout; as outlines it looks the same on every system and asks for
 * none. Run: npx tsx scripts/generate-logos.ts (needs the DejaVu fonts: Debian's fonts-dejavu-core
 * and fonts-dejavu-extra).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { site } from '../../shared/src/config/site';

interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): { toPathData(decimals: number): string };
}
interface Font {
  unitsPerEm: number;
  charToGlyph(char: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
}

/** The logo on the dark loader and transparent header, and on the solid header (--color-header-grey). */
const colours = { white: '#ffffff', grey: '#4a5561' };

const FONTS = '/usr/share/fonts/truetype/dejavu';
const loadFont = (file: string): Font => {
  const bytes = readFileSync(join(FONTS, file));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
};

/** One line of text as path data, starting at (x, y) on its baseline. */
function outline(font: Font, text: string, x: number, y: number, size: number, spacing = 0) {
  const scale = size / font.unitsPerEm;
  let pen = x;
  let previous: Glyph | undefined;
  const parts: string[] = [];
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) pen += font.getKerningValue(previous, glyph) * scale;
    parts.push(glyph.getPath(pen, y, size).toPathData(2));
    pen += (glyph.advanceWidth ?? 0) * scale + spacing;
    previous = glyph;
  }
  return parts.join('');
}

// "Harmoni Music School": the first word large, the rest beneath it in spaced capitals.
const [name = site.brand, ...rest] = site.brand.split(' ');
const nameOutline = outline(loadFont('DejaVuSerifCondensed-Bold.ttf'), name, 38, 25, 20);
const restOutline = outline(
  loadFont('DejaVuSans.ttf'),
  rest.join(' ').toUpperCase(),
  39,
  39,
  9.5,
  2.2,
);

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

for (const [variant, fill] of Object.entries(colours)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="44" viewBox="0 0 180 44" role="img" aria-label="${escape(site.brand)}">
  <g fill="${fill}">
    <ellipse cx="12" cy="31" rx="8" ry="6" transform="rotate(-20 12 31)"/>
    <rect x="18" y="6" width="3" height="25"/>
    <path d="M21 6c6 2 10 6 10 12-2-3-6-5-10-5z"/>
    <path d="${nameOutline}"/>
    <path d="${restOutline}"/>
  </g>
</svg>
`;
  const target = join(
    import.meta.dirname,
    '..',
    'public',
    'assets',
    'images',
    `logo-${variant}.svg`,
  );
  writeFileSync(target, svg);
  console.log(`wrote ${target}`);
}

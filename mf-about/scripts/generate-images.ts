/**
 * Draws this remote's images from SVG, so every picture on the about pages is our own:
 * `npx tsx mf-about/scripts/generate-images.ts` (from the repository root) rewrites them under
 * mf-about/public/assets/images/. Photos-to-be are JPEG with a WebP beside each; the exam
 * board badges stay SVG, crisp at any size.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '../public/assets/images');

// The site's design tokens (shared/src/styles/tokens.css), so the drawings match the pages.
const colour = {
  primary: '#1d3557',
  primaryStrong: '#12243d',
  accent: '#b4432f',
  gold: '#e9b949',
  surface: '#f6f4ef',
  border: '#d9d4c7',
  white: '#ffffff',
  wood: '#8a4b2a',
  woodLight: '#b8703f',
};

const note = (x: number, y: number, size: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${size})" fill="${fill}">
    <ellipse cx="0" cy="0" rx="9" ry="6.5" transform="rotate(-20)"/>
    <rect x="6.5" y="-46" width="3" height="44"/>
    <path d="M9.5 -46 q18 8 12 26 q-2 -12 -12 -14 z"/>
  </g>`;

const background = (width: number, height: number, from: string, to: string) => `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>`;

function studioStage(): string {
  const [w, h] = [1200, 600];
  const seats = Array.from({ length: 9 }, (_, i) => {
    const x = 120 + i * 120;
    return `<rect x="${x}" y="520" width="80" height="60" rx="14" fill="${colour.primaryStrong}"/>
      <circle cx="${x + 40}" cy="505" r="22" fill="${colour.primary}"/>`;
  }).join('');
  const lights = Array.from({ length: 5 }, (_, i) => {
    const x = 200 + i * 200;
    return `<path d="M${x} 0 L${x - 90} 430 L${x + 90} 430 Z" fill="${colour.gold}" opacity="0.12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h, colour.primaryStrong, colour.primary)}
    ${lights}
    <path d="M0 0 H260 Q200 220 240 600 H0 Z" fill="${colour.accent}"/>
    <path d="M1200 0 H940 Q1000 220 960 600 H1200 Z" fill="${colour.accent}"/>
    <path d="M0 0 H1200 V60 Q600 110 0 60 Z" fill="#8f3222"/>
    <rect x="0" y="430" width="1200" height="170" fill="${colour.woodLight}"/>
    <rect x="0" y="430" width="1200" height="10" fill="${colour.gold}"/>
    <!-- grand piano -->
    <path d="M430 300 H640 Q720 300 730 360 Q735 395 690 400 H430 Z" fill="#0d1726"/>
    <path d="M430 300 L560 200 L600 215 L470 300 Z" fill="#0d1726"/>
    <rect x="430" y="380" width="230" height="16" fill="${colour.white}"/>
    ${Array.from({ length: 15 }, (_, i) => `<rect x="${436 + i * 15}" y="380" width="6" height="9" fill="#0d1726"/>`).join('')}
    <rect x="445" y="400" width="10" height="32" fill="#0d1726"/>
    <rect x="650" y="400" width="10" height="32" fill="#0d1726"/>
    <!-- violinist and singer, as simple figures -->
    <circle cx="820" cy="270" r="26" fill="${colour.surface}"/>
    <path d="M790 300 H850 L865 430 H775 Z" fill="${colour.surface}"/>
    <path d="M838 292 l60 -10 l4 12 l-58 14 z" fill="${colour.wood}"/>
    <line x1="800" y1="250" x2="920" y2="330" stroke="${colour.gold}" stroke-width="4"/>
    <circle cx="320" cy="280" r="24" fill="${colour.surface}"/>
    <path d="M292 308 H348 L362 430 H278 Z" fill="${colour.surface}"/>
    <rect x="345" y="300" width="6" height="130" fill="#0d1726"/>
    <circle cx="348" cy="296" r="9" fill="#0d1726"/>
    ${note(160, 200, 1.2, colour.gold)}${note(1040, 170, 1.4, colour.gold)}${note(980, 260, 0.9, colour.surface)}
    ${seats}
  </svg>`;
}

function pianoKeys(): string {
  const [w, h] = [960, 540];
  const whites = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${40 + i * 63}" y="250" width="60" height="250" rx="6" fill="${colour.white}" stroke="${colour.border}" stroke-width="2"/>`,
  ).join('');
  const pattern = [1, 1, 0, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1];
  const blacks = pattern
    .map((has, i) =>
      has
        ? `<rect x="${40 + (i + 1) * 63 - 20}" y="250" width="40" height="150" rx="4" fill="#0d1726"/>`
        : '',
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h, colour.surface, '#ebe4d6')}
    <rect x="24" y="220" width="912" height="300" rx="18" fill="#0d1726"/>
    ${whites}${blacks}
    <!-- a practice notebook with a timer -->
    <rect x="90" y="40" width="250" height="160" rx="10" fill="${colour.white}" stroke="${colour.border}" stroke-width="3"/>
    ${[0, 1, 2, 3].map((i) => `<line x1="115" y1="${80 + i * 30}" x2="315" y2="${80 + i * 30}" stroke="${colour.border}" stroke-width="3"/>`).join('')}
    <circle cx="760" cy="115" r="80" fill="${colour.white}" stroke="${colour.accent}" stroke-width="10"/>
    <line x1="760" y1="115" x2="760" y2="60" stroke="${colour.primary}" stroke-width="8" stroke-linecap="round"/>
    <line x1="760" y1="115" x2="800" y2="135" stroke="${colour.primary}" stroke-width="8" stroke-linecap="round"/>
    ${note(480, 150, 1.4, colour.accent)}${note(560, 110, 1.1, colour.primary)}
  </svg>`;
}

function guitar(): string {
  const [w, h] = [960, 540];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h, '#f3e6cf', colour.surface)}
    <g transform="rotate(-28 480 300)">
      <rect x="470" y="20" width="40" height="300" rx="6" fill="#4a2a17"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="470" y="${50 + i * 34}" width="40" height="4" fill="${colour.gold}"/>`).join('')}
      <rect x="458" y="-30" width="64" height="60" rx="10" fill="#4a2a17"/>
      <path d="M490 280 C380 270 360 380 420 420 C350 480 380 600 490 600 C600 600 630 480 560 420 C620 380 600 270 490 280 Z" fill="${colour.woodLight}" stroke="${colour.wood}" stroke-width="8"/>
      <circle cx="490" cy="400" r="42" fill="#3b2010"/>
      <rect x="450" y="500" width="80" height="16" rx="4" fill="#3b2010"/>
      ${Array.from({ length: 6 }, (_, i) => `<line x1="${476 + i * 6}" y1="-20" x2="${476 + i * 6}" y2="508" stroke="${colour.surface}" stroke-width="1.5"/>`).join('')}
    </g>
    <!-- a chord box -->
    <rect x="90" y="120" width="180" height="220" rx="8" fill="${colour.white}" stroke="${colour.primary}" stroke-width="4"/>
    ${Array.from({ length: 6 }, (_, i) => `<line x1="${115 + i * 26}" y1="150" x2="${115 + i * 26}" y2="320" stroke="${colour.primary}" stroke-width="3"/>`).join('')}
    ${Array.from({ length: 5 }, (_, i) => `<line x1="115" y1="${150 + i * 42}" x2="245" y2="${150 + i * 42}" stroke="${colour.primary}" stroke-width="3"/>`).join('')}
    <circle cx="167" cy="213" r="11" fill="${colour.accent}"/><circle cx="193" cy="213" r="11" fill="${colour.accent}"/>
    ${note(780, 160, 1.5, colour.accent)}${note(850, 260, 1, colour.primary)}
  </svg>`;
}

function violin(): string {
  const [w, h] = [960, 540];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${background(w, h, colour.primary, colour.primaryStrong)}
    <g transform="rotate(24 480 270)">
      <path d="M480 120 C410 120 400 190 430 220 C395 240 395 270 430 290 C390 320 400 420 480 420 C560 420 570 320 530 290 C565 270 565 240 530 220 C560 190 550 120 480 120 Z" fill="${colour.woodLight}" stroke="${colour.gold}" stroke-width="5"/>
      <path d="M455 250 q-10 20 0 40 M505 250 q10 20 0 40" stroke="#3b2010" stroke-width="5" fill="none"/>
      <rect x="470" y="20" width="20" height="120" fill="#1a1a1a"/>
      <circle cx="480" cy="14" r="16" fill="${colour.wood}"/>
      <rect x="455" y="350" width="50" height="10" fill="#1a1a1a"/>
      ${Array.from({ length: 4 }, (_, i) => `<line x1="${474 + i * 4}" y1="20" x2="${474 + i * 4}" y2="360" stroke="${colour.surface}" stroke-width="1.2"/>`).join('')}
    </g>
    <line x1="200" y1="120" x2="820" y2="430" stroke="${colour.gold}" stroke-width="7" stroke-linecap="round"/>
    <line x1="206" y1="130" x2="812" y2="433" stroke="${colour.surface}" stroke-width="2"/>
    ${note(150, 380, 1.4, colour.gold)}${note(820, 150, 1.2, colour.surface)}
  </svg>`;
}

/** Our own badge for an exam board: a shape, a motif and the board's initials. Not its logo. */
function examBadge(initials: string, shape: 'shield' | 'circle' | 'hexagon', fill: string): string {
  const outline = {
    shield: 'M80 8 L148 30 V84 C148 122 118 144 80 156 C42 144 12 122 12 84 V30 Z',
    circle: 'M80 8 A72 72 0 1 1 79.9 8 Z',
    hexagon: 'M80 6 L146 44 V118 L80 156 L14 118 V44 Z',
  }[shape];
  const fontSize = initials.length > 3 ? 26 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 162" role="img">
  <path d="${outline}" fill="${fill}" stroke="${colour.gold}" stroke-width="6"/>
  <g fill="none" stroke="${colour.surface}" stroke-width="2" opacity="0.8">
    ${[0, 1, 2, 3, 4].map((i) => `<line x1="38" y1="${44 + i * 8}" x2="122" y2="${44 + i * 8}"/>`).join('')}
  </g>
  ${note(70, 76, 0.62, colour.gold)}${note(96, 68, 0.62, colour.gold)}
  <text x="80" y="122" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" fill="${colour.white}" letter-spacing="1">${initials}</text>
</svg>
`;
}

async function writePhoto(path: string, svg: string): Promise<void> {
  const target = join(imagesDir, path);
  mkdirSync(dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await image.clone().jpeg({ quality: 72, mozjpeg: true }).toFile(`${target}.jpg`);
  await image.clone().webp({ quality: 68 }).toFile(`${target}.webp`);
}

function writeSvg(path: string, svg: string): void {
  const target = join(imagesDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
}

await writePhoto('about/concert-stage', studioStage());
await writePhoto('articles/piano-practice', pianoKeys());
await writePhoto('articles/guitar-chords', guitar());
await writePhoto('articles/violin-bow', violin());
writeSvg('exam-boards/abrsm.svg', examBadge('ABRSM', 'shield', colour.primary));
writeSvg('exam-boards/trinity.svg', examBadge('TCL', 'circle', colour.accent));
writeSvg('exam-boards/rsl.svg', examBadge('RSL', 'hexagon', '#2f4858'));
console.log(`Images written under ${imagesDir}`);

/**
 * Our own pictures, drawn as SVG: concert and recital scenes for the photo albums and posters
 * for the events. Each scene is seeded, so the same inputs always draw the same picture.
 */

/** A small seeded random generator (mulberry32): equal seeds give equal pictures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text inside SVG must not break the markup. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export type Instrument = 'piano' | 'violin' | 'guitar' | 'ukulele' | 'cello' | 'vocal';
export type SceneKind = 'concert' | 'recital' | 'workshop';

export interface Palette {
  /** backdrop, top to bottom */
  sky: [string, string];
  curtain: string;
  light: string;
  floor: string;
  accents: string[];
  /** poster titles: light on dark palettes, dark on light ones */
  ink: string;
}

export const palettes = {
  crimson: {
    sky: ['#1b1035', '#3b1c4a'],
    curtain: '#a3202f',
    light: '#ffe9a8',
    floor: '#5a3a22',
    accents: ['#e9b949', '#f4a261', '#8ecae6', '#f28482'],
    ink: '#ffffff',
  },
  spring: {
    sky: ['#0f3d3e', '#2a6f6b'],
    curtain: '#3d5a80',
    light: '#fff3c4',
    floor: '#6b4f3a',
    accents: ['#ffd166', '#ef476f', '#06d6a0', '#f8edeb'],
    ink: '#ffffff',
  },
  sunny: {
    sky: ['#fef3c7', '#fde68a'],
    curtain: '#f59e0b',
    light: '#ffffff',
    floor: '#d4a373',
    accents: ['#ef476f', '#118ab2', '#06d6a0', '#8338ec'],
    ink: '#1b1035',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length) % items.length] as T;

function instrumentShape(kind: Instrument, x: number, y: number, scale: number, colour: string) {
  const s = scale;
  switch (kind) {
    case 'piano':
      return `<g transform="translate(${x} ${y}) scale(${s})">
        <path d="M-150 -40 H60 C140 -40 170 -10 170 30 C170 60 140 70 110 70 H-150 Z" fill="#111" />
        <rect x="-150" y="-40" width="210" height="18" fill="#f5f5f5" />
        ${Array.from({ length: 14 }, (_, i) => `<rect x="${-146 + i * 15}" y="-40" width="8" height="11" fill="#111" />`).join('')}
        <rect x="-140" y="70" width="12" height="80" fill="#111" />
        <rect x="120" y="60" width="12" height="90" fill="#111" />
        <path d="M-40 -40 L100 -130 L110 -120 L-20 -40 Z" fill="#1c1c1c" />
      </g>`;
    case 'violin':
    case 'cello': {
      const body = kind === 'cello' ? 1.8 : 1;
      return `<g transform="translate(${x} ${y}) scale(${s * body}) rotate(-25)">
        <ellipse cx="0" cy="30" rx="34" ry="40" fill="${colour}" />
        <ellipse cx="0" cy="-25" rx="27" ry="32" fill="${colour}" />
        <rect x="-5" y="-120" width="10" height="100" fill="#3b2314" />
        <path d="M-8 5 q8 8 0 16 M8 5 q-8 8 0 16" stroke="#2b1a0e" stroke-width="3" fill="none" />
      </g>`;
    }
    case 'guitar':
    case 'ukulele': {
      const size = kind === 'ukulele' ? 0.7 : 1;
      return `<g transform="translate(${x} ${y}) scale(${s * size}) rotate(35)">
        <circle cx="0" cy="40" r="46" fill="${colour}" />
        <circle cx="0" cy="-20" r="34" fill="${colour}" />
        <circle cx="0" cy="20" r="14" fill="#2b1a0e" />
        <rect x="-7" y="-150" width="14" height="120" fill="#3b2314" />
        <rect x="-12" y="-172" width="24" height="26" rx="4" fill="#2b1a0e" />
      </g>`;
    }
    case 'vocal':
      return `<g transform="translate(${x} ${y}) scale(${s})">
        <rect x="-4" y="0" width="8" height="170" fill="#333" />
        <rect x="-14" y="-28" width="28" height="36" rx="14" fill="#555" />
        <ellipse cx="0" cy="172" rx="40" ry="8" fill="#222" />
      </g>`;
  }
}

function performer(
  x: number,
  floorY: number,
  scale: number,
  shirt: string,
  instrument: Instrument,
  accent: string,
) {
  const headY = floorY - 330 * scale;
  return `<g>
    <rect x="${x - 45 * scale}" y="${headY + 55 * scale}" width="${90 * scale}" height="${190 * scale}" rx="${40 * scale}" fill="${shirt}" />
    <rect x="${x - 38 * scale}" y="${headY + 230 * scale}" width="${30 * scale}" height="${100 * scale}" fill="#1f2933" />
    <rect x="${x + 8 * scale}" y="${headY + 230 * scale}" width="${30 * scale}" height="${100 * scale}" fill="#1f2933" />
    <circle cx="${x}" cy="${headY}" r="${42 * scale}" fill="#c68863" />
    <path d="M${x - 44 * scale} ${headY - 5 * scale} a${44 * scale} ${44 * scale} 0 0 1 ${88 * scale} 0 q-44 ${-30 * scale} -88 0" fill="#2b1a0e" />
    ${instrument === 'piano' ? '' : instrumentShape(instrument, x + 20 * scale, headY + 150 * scale, scale, accent)}
  </g>`;
}

/** Notes scattered across the picture's width, between `top` and `top + span`. */
function musicNotes(
  random: () => number,
  width: number,
  area: { top: number; span: number },
  colours: string[],
) {
  return Array.from({ length: 7 }, () => {
    const x = 80 + random() * (width - 160);
    const y = area.top + random() * area.span;
    const size = 0.6 + random() * 0.9;
    const colour = pick(random, colours);
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${size.toFixed(2)})" opacity="0.85">
      <ellipse cx="0" cy="40" rx="16" ry="12" fill="${colour}" transform="rotate(-20 0 40)" />
      <rect x="12" y="-30" width="5" height="70" fill="${colour}" />
      <path d="M17 -30 q25 10 20 40 q-5 -20 -20 -22 Z" fill="${colour}" />
    </g>`;
  }).join('');
}

function audience(random: () => number, width: number, height: number) {
  const rows = [0, 1];
  return rows
    .map((row) => {
      const y = height - 40 + row * 60 - 60;
      return Array.from({ length: 14 }, (_, i) => {
        const x = i * (width / 13) + (row % 2) * 50 + random() * 20;
        return `<circle cx="${x.toFixed(0)}" cy="${y}" r="34" fill="#0b0b12" />
          <rect x="${(x - 60).toFixed(0)}" y="${y + 25}" width="120" height="90" rx="45" fill="#0b0b12" />`;
      }).join('');
    })
    .join('');
}

export interface PhotoSceneOptions {
  seed: number;
  kind: SceneKind;
  palette: Palette;
  instruments: Instrument[];
  caption: string;
  width?: number;
  height?: number;
}

/** A performance as seen from the audience: stage, curtains, lights, performers. */
export function photoScene({
  seed,
  kind,
  palette,
  instruments,
  caption,
  width = 1600,
  height = 1067,
}: PhotoSceneOptions): string {
  const random = seededRandom(seed);
  const floorY = height * 0.78;
  const performers =
    kind === 'recital' ? 1 : kind === 'workshop' ? 4 : 2 + Math.floor(random() * 3);
  const spacing = width / (performers + 1);
  const lights = Array.from({ length: 3 }, (_, i) => {
    const x = width * (0.2 + i * 0.3) + (random() - 0.5) * 120;
    return `<polygon points="${x - 40},0 ${x + 40},0 ${x + 260},${floorY} ${x - 260},${floorY}" fill="url(#beam)" />`;
  }).join('');
  const cast = Array.from({ length: performers }, (_, i) => {
    const instrument =
      instruments[(i + Math.floor(random() * instruments.length)) % instruments.length] ?? 'vocal';
    const scale = kind === 'workshop' ? 0.75 + random() * 0.15 : 0.95 + random() * 0.2;
    const x = spacing * (i + 1) + (random() - 0.5) * 60;
    return performer(
      x,
      floorY + 10,
      scale,
      pick(random, palette.accents),
      instrument,
      pick(random, palette.accents),
    );
  }).join('');
  const piano =
    instruments.includes('piano') && kind !== 'workshop'
      ? instrumentShape('piano', width * (0.3 + random() * 0.4), floorY - 140, 1.5, '#111')
      : '';
  const curtains =
    kind === 'workshop'
      ? `<rect x="0" y="0" width="${width}" height="70" fill="${palette.curtain}" />
         ${Array.from({ length: 12 }, (_, i) => `<path d="M${i * (width / 12)} 70 q${width / 24} 50 ${width / 12} 0" fill="${pick(random, palette.accents)}" />`).join('')}`
      : `<rect x="0" y="0" width="${width * 0.14}" height="${floorY}" fill="url(#curtain)" />
         <rect x="${width * 0.86}" y="0" width="${width * 0.14}" height="${floorY}" fill="url(#curtain)" />
         <rect x="0" y="0" width="${width}" height="90" fill="${palette.curtain}" />
         <path d="M0 90 ${`q${width / 32} 45 ${width / 16} 0 `.repeat(16)} V90 Z" fill="${palette.curtain}" />`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}" /><stop offset="1" stop-color="${palette.sky[1]}" />
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.light}" stop-opacity="0.55" /><stop offset="1" stop-color="${palette.light}" stop-opacity="0.08" />
    </linearGradient>
    <linearGradient id="fold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${palette.curtain}" /><stop offset="0.5" stop-color="#2a0a10" /><stop offset="1" stop-color="${palette.curtain}" />
    </linearGradient>
    <pattern id="curtain" width="64" height="64" patternUnits="userSpaceOnUse">
      <rect width="64" height="64" fill="url(#fold)" />
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)" />
  ${musicNotes(random, width, { top: 80, span: height * 0.35 }, palette.accents)}
  ${lights}
  <rect x="0" y="${floorY}" width="${width}" height="${height - floorY}" fill="${palette.floor}" />
  <rect x="0" y="${floorY}" width="${width}" height="14" fill="#000" opacity="0.25" />
  ${piano}
  ${cast}
  ${curtains}
  ${kind === 'workshop' ? '' : audience(random, width, height)}
  <rect x="40" y="${height - 92}" width="${Math.min(width - 80, 28 * caption.length + 60)}" height="60" rx="30" fill="#000" opacity="0.55" />
  <text x="70" y="${height - 50}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

export interface PosterOptions {
  seed: number;
  title: string;
  subtitle: string;
  instrument: Instrument;
  palette: Palette;
  width?: number;
  height?: number;
}

/** Splits a title into lines of about `perLine` characters, on spaces. */
export function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** An event poster: a bold title over a colour field with an instrument and music notes. */
export function eventPoster({
  seed,
  title,
  subtitle,
  instrument,
  palette,
  width = 600,
  height = 400,
}: PosterOptions): string {
  const random = seededRandom(seed);
  const lines = wrapWords(title, 18).slice(0, 3);
  const accent = pick(random, palette.accents);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}" /><stop offset="1" stop-color="${palette.sky[1]}" />
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)" />
  <circle cx="${width * 0.78}" cy="${height * 0.45}" r="${height * 0.42}" fill="${accent}" opacity="0.25" />
  ${musicNotes(random, width * 0.6, { top: 50 + lines.length * 52, span: Math.max(0, height - 200 - lines.length * 52) }, palette.accents)}
  ${instrumentShape(instrument, width * 0.76, height * 0.5, instrument === 'piano' ? 0.9 : 1.1, accent)}
  ${lines
    .map(
      (line, i) =>
        `<text x="36" y="${90 + i * 52}" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="44" fill="${palette.ink}">${escapeXml(line)}</text>`,
    )
    .join('')}
  <rect x="36" y="${height - 78}" width="${Math.min(width - 72, 15 * subtitle.length + 40)}" height="44" rx="22" fill="${accent}" />
  <text x="56" y="${height - 48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="bold" fill="#1b1035">${escapeXml(subtitle)}</text>
</svg>`;
}

import { instrumentArt, type InstrumentArt } from './instruments';

interface Palette {
  /** background gradient, top left to bottom right */
  from: string;
  to: string;
  /** the soft glow behind the instrument */
  glow: string;
}

const palettes: Record<InstrumentArt, Palette> = {
  piano: { from: '#12243d', to: '#2e4a7a', glow: '#e9b949' },
  violin: { from: '#3d1220', to: '#8f3222', glow: '#f2c57c' },
  guitar: { from: '#0f3b3a', to: '#2d6a4f', glow: '#e9b949' },
  vocal: { from: '#2a1846', to: '#6a3d8f', glow: '#f4a6c6' },
  ukulele: { from: '#6b2a12', to: '#d9772b', glow: '#ffe29a' },
  keyboard: { from: '#101c33', to: '#23589a', glow: '#7fd1c7' },
  cello: { from: '#2b1609', to: '#6b4423', glow: '#e9b949' },
  'online-lesson': { from: '#0e2f3a', to: '#1f7a8c', glow: '#bfe3c0' },
  theory: { from: '#1f2933', to: '#3e4c59', glow: '#e9b949' },
};

const gradients = `
  <linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#d08a3c"/><stop offset="0.55" stop-color="#a0521d"/><stop offset="1" stop-color="#6b3410"/>
  </linearGradient>
  <linearGradient id="dark-wood" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#9a4f1f"/><stop offset="1" stop-color="#4a2108"/>
  </linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8d96a3"/><stop offset="0.45" stop-color="#eef1f4"/><stop offset="1" stop-color="#7a828d"/>
  </linearGradient>
  <linearGradient id="ivory" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e6e1d6"/>
  </linearGradient>`;

function background(width: number, height: number, palette: Palette, glowAt: [number, number]) {
  const [gx, gy] = glowAt;
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    ${gradients}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${gx}" cy="${gy}" r="${height * 0.62}" fill="url(#glow)"/>`;
}

/** Five wavy staff lines drifting across the picture. */
function staffWaves(width: number, height: number): string {
  const lines = Array.from({ length: 5 }, (_, index) => {
    const y = height * 0.7 + index * (height * 0.03);
    const lift = height * 0.22;
    return `<path d="M0 ${y} C ${width * 0.3} ${y - lift} ${width * 0.6} ${y + lift} ${width} ${y - lift / 2}" fill="none" stroke="#ffffff" stroke-width="${Math.max(1.5, height / 260)}" opacity="0.16"/>`;
  });
  return lines.join('');
}

function floatingNote(x: number, y: number, size: number): string {
  return `<g opacity="0.28" transform="translate(${x} ${y}) scale(${size})">
    <ellipse cx="0" cy="0" rx="12" ry="8.5" transform="rotate(-22)" fill="#ffffff"/>
    <path d="M10 -3 V -60 q 18 8 22 26" fill="none" stroke="#ffffff" stroke-width="4"/>
  </g>`;
}

function placed(art: InstrumentArt, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale}) translate(-200 -200)">${instrumentArt[art]}</g>`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A lesson card: the instrument in the middle of its own colours. */
export function cardScene(art: InstrumentArt, width: number, height: number): string {
  const palette = palettes[art];
  return svg(
    width,
    height,
    [
      background(width, height, palette, [width * 0.5, height * 0.48]),
      staffWaves(width, height),
      floatingNote(width * 0.12, height * 0.3, 1),
      floatingNote(width * 0.86, height * 0.26, 0.8),
      floatingNote(width * 0.9, height * 0.84, 0.7),
      placed(art, width / 2, height / 2, (height * 0.84) / 400),
    ].join(''),
  );
}

/** A lesson page hero: wide, darker on the left where the title sits, instrument on the right. */
export function heroScene(art: InstrumentArt, width: number, height: number): string {
  const palette = palettes[art];
  return svg(
    width,
    height,
    [
      background(width, height, palette, [width * 0.72, height * 0.5]),
      staffWaves(width, height),
      floatingNote(width * 0.08, height * 0.24, 1.6),
      floatingNote(width * 0.48, height * 0.18, 1.2),
      floatingNote(width * 0.93, height * 0.2, 1.3),
      floatingNote(width * 0.55, height * 0.82, 1.1),
      placed(art, width * 0.74, height * 0.52, (height * 0.82) / 400),
    ].join(''),
  );
}

export function isInstrumentArt(name: string): name is InstrumentArt {
  return Object.hasOwn(instrumentArt, name);
}

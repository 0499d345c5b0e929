/**
 * Flat drawings of each lesson's instrument, as SVG fragments in a 400 x 400 box centred on
 * (200, 200). They use the gradients `wood`, `dark-wood`, `metal` and `ivory` from the scene.
 */
export type InstrumentArt =
  | 'piano'
  | 'violin'
  | 'guitar'
  | 'vocal'
  | 'ukulele'
  | 'keyboard'
  | 'cello'
  | 'online-lesson'
  | 'theory';

/** White and black keys from x, for `count` white keys of the given width. */
function keys(x: number, y: number, count: number, width: number, height: number): string {
  const whites = Array.from(
    { length: count },
    (_, index) =>
      `<rect x="${x + index * width}" y="${y}" width="${width - 1.5}" height="${height}" rx="2" fill="url(#ivory)"/>`,
  );
  // C D E F G A B: black keys follow C, D, F, G and A
  const blacks = Array.from({ length: count - 1 }, (_, index) => index)
    .filter((index) => [0, 1, 3, 4, 5].includes(index % 7))
    .map(
      (index) =>
        `<rect x="${x + (index + 1) * width - width * 0.32}" y="${y}" width="${width * 0.62}" height="${height * 0.6}" rx="2" fill="#15161a"/>`,
    );
  return [...whites, ...blacks].join('');
}

function strings(xs: number[], top: number, bottom: number): string {
  return xs
    .map(
      (x) =>
        `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="#f1e7d0" stroke-width="1"/>`,
    )
    .join('');
}

const piano = `
  <path d="M24 160 L376 160 L340 70 Q 230 18 96 64 Z" fill="#17181c"/>
  <path d="M60 150 L350 150 L322 84 Q 230 44 110 78 Z" fill="#2a2c33"/>
  <line x1="120" y1="160" x2="260" y2="40" stroke="#101114" stroke-width="6"/>
  <rect x="18" y="156" width="364" height="152" rx="12" fill="#101114"/>
  ${keys(30, 172, 10, 34, 122)}
  <rect x="18" y="300" width="364" height="12" rx="4" fill="#24262c"/>
  <rect x="60" y="312" width="14" height="60" fill="#17181c"/>
  <rect x="326" y="312" width="14" height="60" fill="#17181c"/>`;

const violinBody =
  'M200 90 C 246 90 266 110 263 140 C 260 166 240 176 238 196 C 236 214 282 222 282 266 C 282 312 246 342 200 342 C 154 342 118 312 118 266 C 118 222 164 214 162 196 C 160 176 140 166 137 140 C 134 110 154 90 200 90 Z';

function bowedString(bodyFill: string): string {
  return `
  <path d="${violinBody}" fill="${bodyFill}" stroke="#3b1d0c" stroke-width="3"/>
  <path d="M176 228 c -10 10 10 24 0 40" stroke="#2b1206" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M224 228 c 10 10 -10 24 0 40" stroke="#2b1206" stroke-width="4" fill="none" stroke-linecap="round"/>
  <rect x="191" y="24" width="18" height="232" rx="5" fill="#15110e"/>
  <circle cx="200" cy="20" r="13" fill="url(#dark-wood)" stroke="#2b1206" stroke-width="2"/>
  <rect x="186" y="34" width="28" height="6" rx="3" fill="#2b1206"/>
  <rect x="178" y="266" width="44" height="7" rx="2" fill="#e8d3a6"/>
  <path d="M188 290 L212 290 L208 334 L192 334 Z" fill="#15110e"/>
  ${strings([195, 198.5, 201.5, 205], 28, 296)}`;
}

const violin = `
  <line x1="56" y1="340" x2="348" y2="76" stroke="#6b4423" stroke-width="6" stroke-linecap="round"/>
  <line x1="62" y1="346" x2="352" y2="84" stroke="#f4ecd8" stroke-width="2"/>
  ${bowedString('url(#wood)')}`;

const cello = `
  <g transform="translate(200 205) scale(1.06 1.12) translate(-200 -200)">
    ${bowedString('url(#dark-wood)')}
  </g>
  <line x1="200" y1="362" x2="200" y2="398" stroke="#c9ccd1" stroke-width="4" stroke-linecap="round"/>`;

const guitarBody =
  'M200 122 C 245 122 268 150 266 185 C 264 215 246 228 248 245 C 250 262 292 268 292 300 C 292 350 250 382 200 382 C 150 382 108 350 108 300 C 108 268 150 262 152 245 C 154 228 136 215 134 185 C 132 150 155 122 200 122 Z';

function plucked(scale: number, stringCount: number): string {
  const xs = Array.from(
    { length: stringCount },
    (_, index) => 193 + (14 * index) / (stringCount - 1),
  );
  return `
  <g transform="translate(200 210) scale(${scale}) translate(-200 -210)">
    <path d="M186 8 L214 8 L218 44 L182 44 Z" fill="#2b1a0e"/>
    <rect x="188" y="40" width="24" height="150" fill="#3b2716"/>
    ${[62, 80, 98, 116, 134, 152, 170].map((y) => `<line x1="188" y1="${y}" x2="212" y2="${y}" stroke="#c9ccd1" stroke-width="2"/>`).join('')}
    <path d="${guitarBody}" fill="url(#wood)" stroke="#3b1d0c" stroke-width="3"/>
    <circle cx="200" cy="220" r="32" fill="none" stroke="#6b4423" stroke-width="4"/>
    <circle cx="200" cy="220" r="26" fill="#20120a"/>
    <rect x="168" y="306" width="64" height="12" rx="4" fill="#2b1a0e"/>
    ${strings(xs, 14, 312)}
  </g>`;
}

const guitar = plucked(1, 6);
const ukulele = plucked(0.8, 4);

const vocal = `
  <path d="M96 150 Q 96 262 200 262 Q 304 262 304 150" fill="none" stroke="#d7dbe0" stroke-width="8" stroke-linecap="round"/>
  <rect x="194" y="262" width="12" height="96" fill="#c9ccd1"/>
  <ellipse cx="200" cy="362" rx="70" ry="12" fill="#2a2c33"/>
  <rect x="148" y="36" width="104" height="150" rx="52" fill="url(#metal)"/>
  ${[64, 86, 108, 130, 152].map((y) => `<line x1="152" y1="${y}" x2="248" y2="${y}" stroke="#6d737c" stroke-width="2"/>`).join('')}
  ${[172, 200, 228].map((x) => `<line x1="${x}" y1="40" x2="${x}" y2="182" stroke="#6d737c" stroke-width="2"/>`).join('')}
  <rect x="146" y="168" width="108" height="20" rx="6" fill="#2a2c33"/>
  <path d="M162 188 L186 300 L214 300 L238 188 Z" fill="#1d1f24"/>
  <path d="M70 80 q -26 40 0 80 M44 64 q -38 56 0 112 M330 80 q 26 40 0 80 M356 64 q 38 56 0 112" fill="none" stroke="#f4ecd8" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;

const keyboard = `
  <rect x="8" y="128" width="384" height="76" rx="12" fill="#2a2e36"/>
  <rect x="150" y="142" width="100" height="30" rx="4" fill="#7fd1c7"/>
  <rect x="160" y="152" width="52" height="6" rx="3" fill="#23534d"/>
  ${[40, 76, 112].map((x) => `<circle cx="${x}" cy="160" r="12" fill="#4a5160"/><circle cx="${x}" cy="154" r="3" fill="#e9b949"/>`).join('')}
  ${[270, 296, 322, 348].map((x, index) => `<rect x="${x}" y="148" width="20" height="12" rx="3" fill="${index === 1 ? '#e9b949' : '#4a5160'}"/>`).join('')}
  <rect x="8" y="196" width="384" height="104" rx="8" fill="#16181d"/>
  ${keys(18, 206, 14, 26.4, 86)}
  <path d="M70 300 L330 392 M330 300 L70 392" stroke="#4a5160" stroke-width="10" stroke-linecap="round"/>`;

const onlineLesson = `
  <rect x="64" y="60" width="272" height="182" rx="12" fill="#1d2430"/>
  <rect x="78" y="74" width="244" height="154" rx="4" fill="url(#ivory)"/>
  <rect x="78" y="74" width="150" height="154" fill="#d8e6ef"/>
  <circle cx="153" cy="126" r="24" fill="#b4432f"/>
  <path d="M113 228 Q 113 162 153 162 Q 193 162 193 228 Z" fill="#1d3557"/>
  <rect x="236" y="82" width="78" height="62" rx="4" fill="#e9f0e4"/>
  <circle cx="275" cy="104" r="12" fill="#e9b949"/>
  <path d="M253 144 Q 253 120 275 120 Q 297 120 297 144 Z" fill="#2d6a4f"/>
  <path d="M262 178 v -26 l 24 -6 v 26" fill="none" stroke="#1d3557" stroke-width="4"/>
  <ellipse cx="257" cy="180" rx="7" ry="5" fill="#1d3557"/>
  <ellipse cx="281" cy="174" rx="7" ry="5" fill="#1d3557"/>
  <circle cx="200" cy="67" r="3" fill="#4a5160"/>
  <path d="M30 250 L370 250 L392 280 Q 200 292 8 280 Z" fill="#b9c1cc"/>
  <rect x="168" y="254" width="64" height="8" rx="4" fill="#8d96a3"/>`;

function note(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" transform="rotate(-22 ${x} ${y})" fill="#f4ecd8"/><line x1="${x + 11}" y1="${y - 3}" x2="${x + 11}" y2="${y - 70}" stroke="#f4ecd8" stroke-width="4"/>`;
}

const theory = `
  <rect x="24" y="92" width="352" height="216" rx="14" fill="#f4ecd8" opacity="0.12"/>
  ${[140, 164, 188, 212, 236].map((y) => `<line x1="40" y1="${y}" x2="360" y2="${y}" stroke="#f4ecd8" stroke-width="3"/>`).join('')}
  <line x1="40" y1="140" x2="40" y2="236" stroke="#f4ecd8" stroke-width="5"/>
  <line x1="356" y1="140" x2="356" y2="236" stroke="#f4ecd8" stroke-width="6"/>
  <path d="M74 150 v 70 M88 146 v 70 M66 174 l 30 -8 M66 198 l 30 -8" stroke="#e9b949" stroke-width="4"/>
  ${note(132, 224)}${note(184, 200)}${note(236, 176)}
  ${note(290, 212)}${note(330, 188)}
  <line x1="301" y1="142" x2="341" y2="118" stroke="#f4ecd8" stroke-width="9"/>`;

export const instrumentArt: Record<InstrumentArt, string> = {
  piano,
  violin,
  guitar,
  vocal,
  ukulele,
  keyboard,
  cello,
  'online-lesson': onlineLesson,
  theory,
};

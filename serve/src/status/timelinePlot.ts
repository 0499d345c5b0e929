import { escapeXml } from '../pages/escape';
import type { RemoteStatus } from './statusModel';
import { BUCKET_MS, DAY_MS } from './timeBuckets';

const WIDTH = 480;
const HEIGHT = 120;
const SLOTS = DAY_MS / BUCKET_MS;
const SLOT_W = WIDTH / SLOTS;
/** The LCP line's scale: the good threshold at half height, more clipped at the top. */
const LCP_TOP_MS = 5000;

/**
 * A remote's last 24 hours as an SVG drawn on the server (no script): page views per 15 minutes
 * as grey bars, the p75 LCP as a blue line (the dashed line is 2.5 s, the good threshold), and
 * a red mark under each quarter hour in which it failed in visitors' browsers.
 */
export function timelinePlot(remote: RemoteStatus, now: number): string {
  const first = Math.floor(now / BUCKET_MS) - SLOTS + 1;
  const slot = (start: number) => Math.floor(start / BUCKET_MS) - first;
  const most = Math.max(1, ...remote.timeline.map((point) => point.pageViews));
  const bars: string[] = [];
  const failures: string[] = [];
  const line: string[] = [];
  for (const point of remote.timeline) {
    const x = slot(point.start) * SLOT_W;
    const height = (point.pageViews / most) * (HEIGHT - 12);
    bars.push(
      `<rect x="${x.toFixed(1)}" y="${(HEIGHT - 6 - height).toFixed(1)}" width="${(SLOT_W - 1).toFixed(1)}" height="${height.toFixed(1)}" fill="#bbb"/>`,
    );
    if (point.failedViews > 0) {
      failures.push(
        `<rect x="${x.toFixed(1)}" y="${HEIGHT - 4}" width="${(SLOT_W - 1).toFixed(1)}" height="4" fill="#c00"/>`,
      );
    }
    if (point.lcpP75 !== undefined) {
      const y = (HEIGHT - 6) * (1 - Math.min(point.lcpP75, LCP_TOP_MS) / LCP_TOP_MS);
      line.push(`${(x + SLOT_W / 2).toFixed(1)},${y.toFixed(1)}`);
    }
  }
  const good = ((HEIGHT - 6) * (1 - 2500 / LCP_TOP_MS)).toFixed(1);
  const label = `${remote.remote}, last 24 hours: page views per 15 minutes, p75 LCP, failures`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fafafa" stroke="#ddd"/>`,
    `<line x1="0" x2="${WIDTH}" y1="${good}" y2="${good}" stroke="#69c" stroke-dasharray="4 3"/>`,
    ...bars,
    ...failures,
    line.length > 1
      ? `<polyline points="${line.join(' ')}" fill="none" stroke="#036" stroke-width="1.5"/>`
      : '',
    `</svg>`,
  ].join('');
}

import { createHash } from 'node:crypto';
import { escapeHtml } from '../pages/escape';
import { stepLines } from '../registry/releaseLog';
import type { ReleaseColumn, SiteStatus } from './statusModel';
import { canaryLines, figuresLine, healthLine } from './statusText';
import { timelinePlot } from './timelinePlot';

const style = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222;max-width:60rem}
h2{margin:1.5rem 0 .25rem}table{border-collapse:collapse}td,th{padding:.2rem .6rem;text-align:left;vertical-align:top}
th{font-weight:600}ol.history{padding-left:1.2rem}ol.history li,p.history{white-space:pre-wrap}.warn{color:#900;margin:.1rem 0}.muted{color:#666}form{margin:1rem 0}`;

/** The status page's policy: its one style sheet, inline by hash; no script at all. */
export const statusPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`;

const column = (name: string, shown: ReleaseColumn | undefined) =>
  shown
    ? `<tr><th scope="row">${name} ${escapeHtml(shown.release)}</th><td>${escapeHtml(figuresLine(shown.hour))}</td><td>${escapeHtml(figuresLine(shown.day))}</td></tr>`
    : '';

/** The status page for the teams: one section per remote. */
export function statusPage(status: SiteStatus, now: number): string {
  const sections = status.remotes.map((remote) => {
    const promoted = remote.promotedAt ? `, promoted ${escapeHtml(remote.promotedAt)}` : '';
    const warnings = remote.warnings
      .slice()
      .reverse()
      .map(
        (warning) =>
          `<p class="warn">${escapeHtml(new Date(warning.at).toISOString())} ${escapeHtml(warning.release)}: ${escapeHtml(warning.text)}</p>`,
      )
      .join('');
    const figures =
      remote.figures.live || remote.figures.previous
        ? `<table><thead><tr><th scope="col">release</th><th scope="col">last hour</th><th scope="col">last day</th></tr></thead><tbody>${column('live', remote.figures.live)}${column('previous', remote.figures.previous)}</tbody></table>`
        : '<p class="muted">No real-user figures yet.</p>';
    const canary = remote.canary
      ? `<h3>Canary</h3><p class="history">${escapeHtml(canaryLines(remote.remote, remote.live, remote.canary).join('\n'))}</p>`
      : '';
    const history =
      remote.history.length > 0
        ? `<h3>Release history</h3><ol class="history">${remote.history
            .map((step) => `<li>${escapeHtml(stepLines(step).join('\n'))}</li>`)
            .join('')}</ol>`
        : '';
    return `<section aria-labelledby="remote-${escapeHtml(remote.remote)}"><h2 id="remote-${escapeHtml(remote.remote)}">${escapeHtml(remote.remote)}</h2>
<p>${remote.live ? `Live: <strong>${escapeHtml(remote.live)}</strong>${promoted}` : 'No live release.'}</p>
<p>Server view, last hour: ${escapeHtml(healthLine(remote.health.hour))}; last day: ${escapeHtml(healthLine(remote.health.day))}</p>
${warnings}${figures}${timelinePlot(remote, now)}${canary}${history}</section>`;
  });
  return page(
    'Site status',
    `<h1>Site status</h1><p class="muted">At ${escapeHtml(status.at)}. Figures are kept in memory for a day; a restart of this server starts them afresh.</p>${sections.join('')}<form method="post" action="/_status/sign-out"><button>Sign out</button></form>`,
  );
}

/** The sign-in form, with what went wrong when a try failed. */
export function signInPage(problem?: string): string {
  return page(
    'Sign in: site status',
    `<h1>Site status</h1>${problem ? `<p class="warn" role="alert">${escapeHtml(problem)}</p>` : ''}<form method="post" action="/_status/sign-in"><p><label for="token">Metrics token</label><br><input id="token" name="token" type="password" autocomplete="current-password" required></p><p><button>Sign in</button></p></form>`,
  );
}

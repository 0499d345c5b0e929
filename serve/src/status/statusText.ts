import type { CanaryStatus } from './canaryComparison';
import type { ReleaseFigures } from './releaseFigures';
import type { ReleaseColumn, RemoteStatus, SiteStatus } from './statusModel';

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const score = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));
const perThousand = (value: number | undefined) =>
  value === undefined ? '–' : `${value.toFixed(1)}‰`;

/** One window's figures in a line: page views, p75s and failures, then the server's renders. */
export function figuresLine(figures: ReleaseFigures): string {
  const { p75 } = figures;
  return (
    `${figures.pageViews} views, p75 LCP ${ms(p75.LCP)}, INP ${ms(p75.INP)}, CLS ${score(p75.CLS)}, ` +
    `failures ${perThousand(figures.failuresPerThousand)}; ` +
    `server renders ${figures.serverRenders}, failed ${perThousand(figures.renderFailuresPerThousand)}`
  );
}

/** A canary's comparison as lines (`npm run canary`, `npm run status`). */
export function canaryLines(
  remote: string,
  live: string | undefined,
  canary: CanaryStatus,
): string[] {
  return [
    `${remote}: canary ${canary.release} for ${canary.share}% of visitors since ${canary.startedAt}`,
    `  candidate ${canary.release}: ${figuresLine(canary.candidate)}`,
    `  live ${live ?? 'none'}: ${figuresLine(canary.live)}`,
    `  verdict (last day): ${canary.comparison.verdict}${
      canary.comparison.reasons.length > 0 ? `: ${canary.comparison.reasons.join('; ')}` : ''
    }`,
  ];
}

/** drawn 40, refused 2… (or 'no pages yet') */
export function healthLine(counts: RemoteStatus['health']['hour']): string {
  const parts = Object.entries(counts).map(([event, count]) => `${event} ${count}`);
  return parts.length > 0 ? parts.join(', ') : 'no pages';
}

const column = (name: string, shown: ReleaseColumn | undefined) =>
  shown
    ? [
        `    ${name} ${shown.release}`,
        `      last hour: ${figuresLine(shown.hour)}`,
        `      last day:  ${figuresLine(shown.day)}`,
      ]
    : [];

/** The status page as plain text (`npm run status`). */
export function statusText(status: SiteStatus): string {
  const lines = [`Harmoni site status at ${status.at}`, ''];
  for (const remote of status.remotes) {
    const promoted = remote.promotedAt ? `, promoted ${remote.promotedAt}` : '';
    lines.push(
      `${remote.remote}: ${remote.live ? `live ${remote.live}${promoted}` : 'no live release'}`,
    );
    lines.push(`  server view, last hour: ${healthLine(remote.health.hour)}`);
    lines.push(`  server view, last day:  ${healthLine(remote.health.day)}`);
    for (const warning of remote.warnings.slice().reverse()) {
      lines.push(`  ! ${new Date(warning.at).toISOString()} ${warning.release}: ${warning.text}`);
    }
    lines.push('  real-user figures:');
    lines.push(
      ...column('live', remote.figures.live),
      ...column('previous', remote.figures.previous),
    );
    if (!remote.figures.live && !remote.figures.previous) lines.push('    none yet');
    if (remote.canary) lines.push(...canaryLines(remote.remote, remote.live, remote.canary));
    lines.push('');
  }
  return lines.join('\n');
}

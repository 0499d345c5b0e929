import { shellPart, type RenderObserver } from '../render/renderObservation';
import type { ReleaseFigureStore } from './releaseFigures';

/**
 * Counts each remote release's server renders of a page into its figures, so a canary is
 * compared on how the server drew it as well as on what its visitors saw. A render left to the
 * browser for any reason counts as not drawn: the reason is the release's (it failed, hung,
 * crashed, its bytes were refused, it was benched) or the host's, which its live release meets
 * alike. Not 'busy': that says how loaded the server is, not how the release draws.
 */
export function serverRenderFigures(figures: ReleaseFigureStore): RenderObserver {
  return (seen) => {
    if (seen.kind !== 'render' || seen.task !== 'page' || seen.part === shellPart) return;
    if (seen.outcome === 'busy') return;
    figures.serverRender(seen.part, seen.release, seen.outcome === 'rendered');
  };
}

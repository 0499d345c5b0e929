import type { RenderObserver } from '../render/renderObservation';

/**
 * One observer that tells several: each is called in turn, and one that throws is reported and
 * does not stop the others (an observer must never break a render).
 */
export function observers(
  list: readonly RenderObserver[],
  warn: (message: string) => void,
): RenderObserver {
  return (seen) => {
    for (const observe of list) {
      try {
        observe(seen);
      } catch (error) {
        warn(`A render observer failed on a ${seen.kind} observation: ${String(error)}`);
      }
    }
  };
}

/**
 * Gives the main thread back (to paint, to answer a tap) before the next piece of work.
 * Import-free: the federation runtime's plugins and the page's start (whenPageMayStart.ts) use it
 * from the shell's entry chunk.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

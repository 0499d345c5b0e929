import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Both builds start the page here. As a transition, the first render is done in slices that
 * give the main thread back between them, so a slow phone can answer a tap while the page is
 * being built instead of freezing for the whole render.
 */
export function renderApp(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}

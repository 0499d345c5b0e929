import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Both builds start the page here. As a transition, the first render is done in slices that
 * give the main thread back between them, so a slow phone can answer a tap while the page is
 * being built instead of freezing for the whole render. A page the server rendered (see
 * src/ssr) is hydrated: React takes over the HTML already on screen instead of drawing it again.
 */
export function renderApp(container: HTMLElement): void {
  if (container.firstChild === null) {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
    return;
  }
  startTransition(() => {
    hydrateRoot(container, <App />, {
      // React then renders the page afresh, so the visitor loses nothing; the log says why.
      onRecoverableError: (error) =>
        console.error('[shell] the server-rendered page did not match the app', error),
    });
  });
}

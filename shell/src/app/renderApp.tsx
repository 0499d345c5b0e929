import { loadServerDrawnModules } from '@harmoni/shared';
import { homeSections } from '@harmoni/shared/routes';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { settledWithin } from '../startup/settledWithin';
import { App } from './App';

/**
 * How long hydration waits for the remote modules the server drew into the page. Their code is
 * hinted with the page, so they normally arrive with React; a remote that hangs must not keep
 * the header's menus dead, so past this the page hydrates and that part waits on its own.
 */
const serverDrawnModulesWaitMs = 1500;

/**
 * The home page's sections sit below the banner: hydration does not wait for their code (the
 * header's menus and the banner come first); each section's part hydrates when its code arrives.
 */
const homeSectionIds = new Set(homeSections.map((section) => section.moduleId));
const holdsHydration = (id: string) => !homeSectionIds.has(id);

/**
 * Both builds start the page here. As a transition, the first render is done in slices that
 * give the main thread back between them, so a slow phone can answer a tap while the page is
 * being built instead of freezing for the whole render. A page the server rendered (see
 * src/ssr) is hydrated: React takes over the HTML already on screen instead of drawing it again,
 * once the modules the server drew are here, so that it does so in one pass.
 */
export async function renderApp(container: HTMLElement): Promise<void> {
  if (container.firstChild === null) {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
    return;
  }
  await settledWithin(loadServerDrawnModules(holdsHydration), serverDrawnModulesWaitMs);
  startTransition(() => {
    hydrateRoot(container, <App />, {
      // React then renders the page afresh, so the visitor loses nothing; the log says why.
      onRecoverableError: (error) =>
        console.error('[shell] the server-rendered page did not match the app', error),
    });
  });
}

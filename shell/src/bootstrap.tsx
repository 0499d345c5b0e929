import '@harmoni/shared/base.css';
import { loadRemoteModule, provideRemoteLoader } from '@harmoni/shared';
import { renderApp } from './app/renderApp';
import { installLinkPrefetch } from './federation/linkPrefetch';
import { discoverRemotes, loadExposedModule } from './federation/remoteRegistry';
import { mountPreviewBanner } from './preview/mountPreviewBanner';
import { startRealUserFigures } from './vitals/realUserFigures';

provideRemoteLoader(loadExposedModule);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Without the remote list the header, footer and shell pages still render; remote regions
// then show their own "not available" message.
discoverRemotes()
  .catch((error: unknown) => console.error('[shell] could not read /remotes.json', error))
  .finally(() => {
    void renderApp(container);
    mountPreviewBanner();
    // Other routes' remotes load on intent only (pointer or focus on a link), never all at start;
    // through the shared loader, so the page then draws at once instead of after a spinner frame.
    installLinkPrefetch(document, loadRemoteModule);
    // LCP, INP, CLS and remote failures per release; web-vitals loads once the page is idle
    startRealUserFigures();
  });

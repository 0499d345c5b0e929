// The single-bundle build (benchmark yardstick): the same App, with every remote page imported
// directly instead of through federation. See ../rsbuild.config.ts.
import '@harmoni/shared/base.css';
import { provideRemoteLoader } from '@harmoni/shared';
import { renderApp } from '../../../shell/src/app/renderApp';
import { whenPageMayStart } from '../../../shell/src/startup/whenPageMayStart';
import { startRealUserFigures } from '../../../shell/src/vitals/realUserFigures';
import { bundledModules } from './generated/bundledModules';

provideRemoteLoader((id) => {
  const load = bundledModules[id];
  return load ? load() : Promise.reject(new Error(`"${id}" is not part of this build`));
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// As the federated shell does (index.ts, bootstrap.tsx): the page's main content paints first,
// and the real-user figures run as there (web-vitals once the page is idle, the beacon), so the
// two builds carry the same code but for federation.
void whenPageMayStart().then(() => {
  const rendered = renderApp(container);
  startRealUserFigures();
  return rendered;
});

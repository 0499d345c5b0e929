import type { ComponentType } from 'react';
import { useRemoteModule } from '@harmoni/shared';
import type { PageFacts } from '@harmoni/shared/pageFacts';
import { matchSiteRoute } from '@harmoni/shared/routes';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { Route, Routes } from 'react-router-dom';
import { drawOnServer } from './drawOnServer';
import { serviceStandIn, type ServiceData } from './serviceData';

export interface RegionOptions {
  /** the exposed module the region draws ('lessons/LessonPage') */
  moduleId: string;
  /** that module, from its release's server view */
  module: unknown;
  /** reads a content file through the server: this release's files only */
  readContent: (url: string) => Promise<ServerRead>;
  /** the site's public origin (SITE_URL) */
  siteUrl: string;
  /** other remotes' services the page uses at start, as their own workers read them */
  services?: Readonly<Record<string, ServiceData>>;
}

export interface RegionResult {
  /** what the region draws inside its boundary: the slot's content */
  html: string;
  /** what its page stated while it rendered: its head, status, structured data, pictures */
  facts: PageFacts;
  /** the modules it drew (its own, the services it used): the browser waits for those */
  views: string[];
}

/** The region's own module, drawn as RemoteRegion draws it once it is here. */
function Region({ moduleId }: { moduleId: string }) {
  const state = useRemoteModule<{ default?: unknown }>(moduleId);
  const Exposed = state.status === 'ready' ? state.module.default : undefined;
  if (typeof Exposed !== 'function') throw new Error(`${moduleId} exports no component`);
  const Component = Exposed as ComponentType;
  return <Component />;
}

/**
 * One remote region of a page, drawn alone in a worker of its own release: inside the providers
 * the shell gives it in the whole page (the router at the URL, under the route table's pattern,
 * so useParams matches; the page's facts; the server's content), so its HTML is what the whole
 * page's render draws inside the region's boundary. The shell's server puts it in the slot the
 * shell's view left (RemoteRegion), once it has checked it.
 */
export async function renderRegion(url: string, options: RegionOptions): Promise<RegionResult> {
  const { moduleId, module, siteUrl, services = {} } = options;
  const path = new URL(url, 'http://localhost').pathname;
  const match = matchSiteRoute(path);
  if (match?.kind !== 'remote' || match.route.moduleId !== moduleId) {
    throw new Error(`${path} is not drawn by ${moduleId}`);
  }
  const modules = new Map<string, unknown>([[moduleId, module]]);
  const seeded = new Map<string, ServerRead>();
  for (const [id, data] of Object.entries(services)) {
    const standIn = serviceStandIn(data);
    modules.set(id, standIn.module);
    for (const [file, read] of standIn.reads) seeded.set(file, read);
  }
  const read = (file: string) => {
    const known = seeded.get(file);
    return known ? Promise.resolve(known) : options.readContent(file);
  };
  const { html, facts, views } = await drawOnServer(
    <Routes>
      <Route path={match.route.path} element={<Region moduleId={moduleId} />} />
    </Routes>,
    { url, siteUrl, modules, read },
  );
  return { html, facts, views };
}

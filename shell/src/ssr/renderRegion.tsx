import { Suspense, type ComponentType } from 'react';
import { useRemoteModule } from '@harmoni/shared';
import type { PageFacts } from '@harmoni/shared/pageFacts';
import { homeSections, matchSiteRoute } from '@harmoni/shared/routes';
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

/** How React writes a completed boundary around its content. */
const boundaryStart = '<!--$-->';
const boundaryEnd = '<!--/$-->';

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
  // its route's pattern, so useParams matches; the home page's sections sit under '/'
  const pattern =
    match?.kind === 'remote' && match.route.moduleId === moduleId
      ? match.route.path
      : match?.kind === 'home' && homeSections.some((section) => section.moduleId === moduleId)
        ? '/'
        : undefined;
  if (pattern === undefined) throw new Error(`${path} is not drawn by ${moduleId}`);
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
  // Inside a boundary, as RemoteRegion draws it in the page: React then treats its content as
  // it does there (no image preloads hoisted out of it, for one).
  const { html, facts, views } = await drawOnServer(
    <Suspense fallback={null}>
      <Routes>
        <Route path={pattern} element={<Region moduleId={moduleId} />} />
      </Routes>
    </Suspense>,
    { url, siteUrl, modules, read },
  );
  // React writes what it hoists out of the tree (image preloads) before the boundary: only
  // hints, which the page's own head gives; the region is what the boundary holds.
  const start = html.indexOf(boundaryStart);
  const hoisted = start < 0 ? html : html.slice(0, start);
  // a boundary that did not complete (its part threw): the slot keeps its loading state
  if (start < 0 || !html.endsWith(boundaryEnd) || !/^(?:<link [^<>]*>)*$/.test(hoisted)) {
    throw new Error(`${moduleId} could not draw ${url}`);
  }
  return { html: html.slice(start + boundaryStart.length, -boundaryEnd.length), facts, views };
}

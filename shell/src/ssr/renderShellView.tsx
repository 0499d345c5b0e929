import { decidePage, type DecidedPage, type PageFacts } from '@harmoni/shared/pageFacts';
import type { ServerRead } from '@harmoni/shared/serverRender';
import { Site } from '../app/App';
import { drawOnServer } from './drawOnServer';

export { sharedModules } from './sharedModules';
export { renderRegion, type RegionOptions, type RegionResult } from './renderRegion';
export { serviceData, type ServiceData, type ServiceResource } from './serviceData';

export interface ShellViewOptions {
  /** exposed modules the server loaded for this page, by id ('lessons/LessonPage') */
  views?: ReadonlyMap<string, unknown>;
  /**
   * Regions the server draws apart, each in its own remote's worker (renderRegion): they are
   * drawn as a slot marker around their loading state, which the server fills.
   */
  slots?: readonly string[];
  /** reads a content file; without it every file is unreadable (the parts load in the browser) */
  readContent?: (url: string) => Promise<ServerRead>;
  /** the site's public origin (SITE_URL), for the page's canonical address */
  siteUrl?: string;
}

export interface ShellViewResult {
  html: string;
  /** the modules drawn into the HTML, for the browser to hydrate (see RemoteRegion) */
  views: string[];
  /** the text of every content file the drawn parts read, by URL, for the browser's first render */
  content: Record<string, string>;
  /** content files their remote answered as missing */
  missing: string[];
  /** what the parts drawn here stated, for the server to join with its slots' */
  facts: PageFacts;
  /** the page's status and head, as its parts stated them during this render */
  page: DecidedPage;
}

const unreadable = (): Promise<ServerRead> => Promise.resolve({ status: 'unreadable' });

/**
 * A page as HTML, for the server to send before any script runs: the shell's header, footer and
 * home page, and the page's remote part, either drawn here from its module (`views`, the
 * single-bundle benchmark) or left as a slot its remote's own worker fills (`slots`, the shell's
 * server). One render (React's prerender) waits for every content file the parts read, so the
 * page, its status and its head all come from it: each part states its head and whether it
 * exists as it renders (ServerPageContext). Whatever could not be read draws as loading, as the
 * browser's first render does, so the page hydrates without a mismatch.
 */
export async function renderShellView(
  url: string,
  { views = new Map(), slots = [], readContent = unreadable, siteUrl = '' }: ShellViewOptions = {},
): Promise<ShellViewResult> {
  const drawn = await drawOnServer(<Site />, {
    url,
    siteUrl,
    modules: views,
    slots,
    read: readContent,
  });
  return { ...drawn, page: decidePage(url, drawn.facts) };
}

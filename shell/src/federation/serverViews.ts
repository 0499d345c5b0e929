import { createContext } from 'react';
import { loadRemoteModule, wasServerRendered } from '@harmoni/shared';

/** While the server renders a page: what it has loaded, and what it drew. */
export interface ServerViews {
  /** exposed modules by id ('lessons/LessonPage'), for a region to draw its remote's part */
  modules: ReadonlyMap<string, unknown>;
  /** the ids drawn into the HTML: the browser hydrates those */
  drawn: Set<string>;
}

/** Null in the browser. */
export const ServerViewsContext = createContext<ServerViews | null>(null);

const loads = new Map<string, Promise<unknown>>();
const failed = new Set<string>();

/**
 * Whether a region must wait for its module before drawing anything: the server drew it into
 * the page being hydrated, and drawing the loading state instead would throw that HTML away.
 * Once its load has failed, the region shows its error and a Retry loads it the usual way.
 */
export function awaitsServerRenderedModule(moduleId: string): boolean {
  return wasServerRendered(moduleId) && !failed.has(moduleId);
}

/** One load per module for React's `use`: it needs the same promise on every attempt. */
export function serverRenderedModule(moduleId: string): Promise<unknown> {
  let load = loads.get(moduleId);
  if (!load) {
    load = loadRemoteModule(moduleId);
    load.catch(() => {
      failed.add(moduleId);
      loads.delete(moduleId);
    });
    loads.set(moduleId, load);
  }
  return load;
}

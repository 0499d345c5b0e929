import { createContext } from 'react';

/** While the server renders a page: the exposed modules it has loaded, and those it drew. */
export interface ServerModules {
  /** exposed modules by id ('lessons/LessonPage', 'lessons/lessonService') */
  modules: ReadonlyMap<string, unknown>;
  /** the ids drawn into the HTML: the browser waits for those while it hydrates */
  drawn: Set<string>;
  /**
   * Regions the server draws apart, each in a worker of its own remote's release: this render
   * leaves a slot marker around the region's loading state in their place (RemoteRegion), and
   * the server fills it with what that worker drew, or keeps the loading state.
   */
  slots?: ReadonlySet<string>;
}

/** Set only while the server renders; in the browser it stays null. */
export const ServerModulesContext = createContext<ServerModules | null>(null);

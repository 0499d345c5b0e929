import { createContext } from 'react';

/** While the server renders a page: the exposed modules it has loaded, and those it drew. */
export interface ServerModules {
  /** exposed modules by id ('lessons/LessonPage', 'lessons/lessonService') */
  modules: ReadonlyMap<string, unknown>;
  /** the ids drawn into the HTML: the browser waits for those while it hydrates */
  drawn: Set<string>;
}

/** Set only while the server renders; in the browser it stays null. */
export const ServerModulesContext = createContext<ServerModules | null>(null);

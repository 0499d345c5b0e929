import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Standalone, nobody hands this remote a federation loader (the shell does that on the site),
 * yet the class list comes from the lesson service. So the page registers the lessons remote
 * itself and loads its modules through this remote's own federation runtime.
 */
export function standaloneRemoteLoader(
  lessonsManifestUrl: string,
): (id: string) => Promise<unknown> {
  registerRemotes([{ name: 'lessons', entry: lessonsManifestUrl }]);
  return async (id) => {
    const module = await loadRemote<unknown>(id);
    if (module === null || module === undefined) throw new Error(`"${id}" could not be loaded`);
    return module;
  };
}

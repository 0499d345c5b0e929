import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { emptyRegistry, parseRegistry, type RemoteRegistry } from './remoteRegistry';

/** The registry file as it is now; none yet is an empty registry. */
export function readRegistryFile(file: string): RemoteRegistry {
  if (!existsSync(file)) return emptyRegistry;
  try {
    return parseRegistry(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The registry ${file} cannot be read, nothing was changed: ${String(error)}`, {
      cause: error,
    });
  }
}

/** Written whole beside it, then renamed over it: a reader sees the old file or the new one. */
export function writeRegistryFile(file: string, registry: RemoteRegistry): void {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(draft, file);
}

/**
 * Changes the registry under a lock file, so two commands at once do not lose one's change.
 * `change` may be async (the checks of a promote) and may throw: the file is then unchanged.
 */
export async function changeRegistryFile<T>(
  file: string,
  change: (registry: RemoteRegistry) => Promise<{ registry: RemoteRegistry; result: T }>,
): Promise<T> {
  const lock = `${file}.lock`;
  let handle: number;
  try {
    handle = openSync(lock, 'wx');
  } catch {
    throw new Error(
      `Another change to the registry is under way (${lock} exists); if none is, delete that file and try again`,
    );
  }
  try {
    const { registry, result } = await change(readRegistryFile(file));
    writeRegistryFile(file, registry);
    return result;
  } finally {
    closeSync(handle);
    rmSync(lock, { force: true });
  }
}

type Env = Record<string, string | undefined>;

/** The shell's registry file: REGISTRY_FILE, else registry.json beside its build folder. */
export function registryFileFor(shellRoot: string, env: Env): string {
  return env.REGISTRY_FILE || resolve(shellRoot, '..', 'registry.json');
}

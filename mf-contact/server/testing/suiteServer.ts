/**
 * One enquiry server process for a describe block (or a test file): started before its tests,
 * stopped and its data folder removed after them.
 */
import { removeDir, startServerProcess, type ServerProcess } from './serverProcess';

export interface SuiteServer {
  /** the running server; read it inside tests, after beforeAll has run */
  readonly server: ServerProcess;
}

export function serverForTests(env: Record<string, string> = {}): SuiteServer {
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    running = await startServerProcess(env);
  });
  afterAll(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });
  return {
    get server() {
      if (!running) throw new Error('the server is not running yet');
      return running;
    },
  };
}

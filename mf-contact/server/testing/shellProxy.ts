/**
 * The shell's real server (`@harmoni/serve`) in front of an enquiry server, as production runs
 * them: the browser reaches the enquiry server only through its `/api` proxy.
 */
import { buildAppServer } from '@harmoni/serve';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ShellProxy {
  /** the shell's `/api` base, which a test uses like the enquiry server's own URL */
  apiUrl: string;
  close(): Promise<void>;
}

export async function startShellProxy(
  enquiryUrl: string,
  env: Record<string, string> = {},
): Promise<ShellProxy> {
  const distDir = mkdtempSync(join(tmpdir(), 'enquiry-shell-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  const shell = buildAppServer({
    workspace: 'shell',
    root: distDir,
    env: { ENQUIRY_URL: enquiryUrl, ...env },
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  return {
    apiUrl: `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}/api`,
    close: async () => {
      await shell.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

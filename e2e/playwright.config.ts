import { defineConfig, devices } from '@playwright/test';
import { portOf, shellApp } from '@harmoni/shared/apps';
import { frontEndApps } from '@harmoni/tooling/workspaces';
import { testShellOrigins } from './support/ports';
import { testServerEnv } from './support/servers';

const shellUrl = `http://localhost:${portOf(shellApp)}`;
// The remotes also admit the extra shells some tests start (CORS), as a deployment would list them.
const env = { SHELL_ORIGINS: [shellUrl, ...testShellOrigins].join(','), ...testServerEnv };

/** Every deployable's production build, each on its own port, as `npm start` serves them. */
const apps = frontEndApps();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: shellUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: apps.map((app) => ({
    command: `npm run start -w ${app.workspace}`,
    cwd: '..',
    url: `http://localhost:${portOf(app)}/healthz`,
    env,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    timeout: 60_000,
  })),
});

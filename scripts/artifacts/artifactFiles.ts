/** The files an artifact carries besides its builds: package.json, server.mjs, Dockerfile. */
import type { Deployable } from './deployables';

export const launcherFile = 'server.mjs';

export function packageJson(
  deployable: Deployable,
  dependencies: Record<string, string>,
  version: string,
): string {
  const manifest = {
    name: `harmoni-${deployable.name}`,
    version,
    private: true,
    type: 'module',
    engines: { node: '>=24' },
    scripts: { start: `node ${launcherFile}` },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort()),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * server.mjs: starts the compiled server. PORT (what many hosts set) stands for the
 * deployable's own port variable when that is not set; every other setting is read by the
 * server itself.
 */
export function launcher(deployable: Deployable): string {
  const { portEnv, app, main } = deployable;
  const lines = [
    '#!/usr/bin/env node',
    `// Starts harmoni-${deployable.name}. Settings come from the environment (README, "Deploying").`,
    ...(app ? ["import { fileURLToPath } from 'node:url';"] : []),
    `if (process.env.PORT && !process.env.${portEnv}) process.env.${portEnv} = process.env.PORT;`,
    '// stack traces name the TypeScript sources (the compiled files carry source maps)',
    'process.setSourceMapsEnabled(true);',
  ];
  if (app) {
    lines.push(
      "// harmoni-serve reads its options from the command line: this deployable's go first, so",
      '// options given to server.mjs (--log, --port) follow and win.',
      `const root = fileURLToPath(new URL('./dist', import.meta.url));`,
      `process.argv.splice(2, 0, '--app', ${JSON.stringify(app)}, '--root', root);`,
    );
  }
  lines.push(`await import('./${main}');`, '');
  return lines.join('\n');
}

export function dockerfile(deployable: Deployable): string {
  return [
    '# Built from this artifact alone: docker build -t harmoni-' + deployable.name + ' .',
    'FROM node:24-bookworm-slim',
    'WORKDIR /app',
    'COPY . .',
    'ENV NODE_ENV=production',
    ...deployable.docker,
    `EXPOSE ${deployable.defaultPort}`,
    'USER node',
    '# A server that dies is restarted by the platform: docker run --restart unless-stopped, or',
    "# Kubernetes' restartPolicy: Always (its default), with GET /healthz as the readiness probe.",
    `CMD ["node", "${launcherFile}"]`,
    '',
  ].join('\n');
}

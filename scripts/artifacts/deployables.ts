/**
 * The six deployables as artifacts: what each takes from the builds, which packages it
 * installs, and how it starts. Each runs on a host of its own (README, "Deploying").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enquiryServer, remoteApps, shellApp, type AppDefinition } from '@harmoni/shared/apps';
import { remoteViewServerModules } from '@harmoni/tooling/remoteView';
import { serverPackagesFile, type ServerPackages } from '@harmoni/tooling/serverBuild';

export interface Deployable {
  /** the artifact's name: artifacts/<name>/ and artifacts/<name>.tgz */
  name: string;
  /** repository folder -> folder inside the artifact ('' is its root) */
  copies: readonly { from: string; to: string }[];
  /** the packages the compiled code loads, and the folder they are found from (read from the build) */
  packages(): { names: readonly string[]; from: string };
  /** the environment variable that sets its port (PORT stands for it when it is not set) */
  portEnv: string;
  defaultPort: number;
  /** the compiled file server.mjs starts, relative to the artifact */
  main: string;
  /** `harmoni-serve --app <app>`, serving the artifact's dist/ */
  app?: string;
  /** extra Dockerfile lines before CMD */
  docker: readonly string[];
}

function packagesOf(dist: string): string[] {
  const file = join(dist, serverPackagesFile);
  let list: ServerPackages;
  try {
    list = JSON.parse(readFileSync(file, 'utf8')) as ServerPackages;
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  return list.packages;
}

/** A front end (the shell or a remote): its build, served by the compiled `harmoni-serve`. */
function frontEnd(repoRoot: string, app: AppDefinition, lent: readonly string[]): Deployable {
  const serveDist = join(repoRoot, 'serve', 'dist');
  return {
    name: app.workspace,
    copies: [
      { from: serveDist, to: '' },
      { from: join(repoRoot, app.workspace, 'dist'), to: 'dist' },
    ],
    packages: () => ({
      names: [...new Set([...packagesOf(serveDist), ...lent])],
      from: join(repoRoot, 'serve'),
    }),
    portEnv: app.portEnv,
    defaultPort: app.defaultPort,
    main: 'harmoni-serve.mjs',
    app: app.workspace,
    docker: [],
  };
}

/** The deployables of the repository at `repoRoot`, from its builds. */
export function deployables(repoRoot: string): Deployable[] {
  const enquiryDist = join(repoRoot, 'mf-contact', 'dist-server');
  return [
    // the shell's render workers lend the remotes' server views a few packages (jsdom), and run
    // under bubblewrap
    {
      ...frontEnd(repoRoot, shellApp, remoteViewServerModules),
      docker: [
        "# The render workers run under bubblewrap, which needs user namespaces: Docker's default",
        '# profiles refuse them. Run isolated with --security-opt seccomp=unconfined',
        '# --security-opt apparmor=unconfined --security-opt systempaths=unconfined (or narrower',
        '# equivalents: docs/deploying.md, "Isolated render workers"). Refused, the server says so',
        "# (its output, /healthz) and leaves the remotes' parts to the browser.",
        'RUN apt-get update && apt-get install -y --no-install-recommends bubblewrap \\',
        '  && rm -rf /var/lib/apt/lists/*',
      ],
    },
    ...remoteApps.map((remote) => frontEnd(repoRoot, remote, [])),
    {
      name: 'enquiry',
      copies: [{ from: enquiryDist, to: 'dist-server' }],
      packages: () => ({ names: packagesOf(enquiryDist), from: join(repoRoot, 'mf-contact') }),
      portEnv: enquiryServer.portEnv,
      defaultPort: enquiryServer.defaultPort,
      main: 'dist-server/main.mjs',
      docker: [
        // on a host of its own it must listen beyond loopback (the default)
        'ENV ENQUIRY_HOST=0.0.0.0',
        // the SQLite database (when DATABASE_URL is not set) and the cookie secret
        'RUN mkdir -p data && chown node:node data',
        'VOLUME /app/data',
      ],
    },
  ];
}

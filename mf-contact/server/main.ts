/**
 * `npm run server -w mf-contact`: the enquiry server on ENQUIRY_PORT (default 3005). The shell's
 * server forwards /api/* here. SIGTERM/SIGINT finish the requests in flight, then exit.
 */
import { fileURLToPath } from 'node:url';
import { buildEnquiryServer } from './app';
import { ConfigError, loadConfig } from './config';
import { cookieSecretFor } from './cookieSecret';
import { compiledPageStyles, readPageStyles } from './formPost/page/pageStyles';
import { openStore } from './store/openStore';

declare const HARMONI_COMPILED_SERVER: boolean | undefined;

const contactDir = fileURLToPath(new URL('..', import.meta.url));
// compiled (dist-server/main.mjs), the page's styles are copies beside it: no source needed
const styles =
  typeof HARMONI_COMPILED_SERVER === 'boolean' && HARMONI_COMPILED_SERVER
    ? { copiesDir: fileURLToPath(new URL(`./${compiledPageStyles}/`, import.meta.url)) }
    : { contactDir };
const defaultDataDir = fileURLToPath(new URL('../data', import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, defaultDataDir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`enquiry server: ${error.message}`);
    process.exit(2);
  }

  const store = await openStore(config);
  const cookieSecret = cookieSecretFor(config.cookieSecret, config.dataDir);
  const app = await buildEnquiryServer({
    config,
    cookieSecret,
    store,
    pageStyles: readPageStyles(styles),
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app
      .close()
      .then(() => store.close())
      .then(
        () => {
          app.log.info({}, 'enquiry server stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ port, database: store.kind }, 'enquiry server ready');
}

main().catch((error: unknown) => {
  console.error('enquiry server could not start:', error);
  process.exit(1);
});

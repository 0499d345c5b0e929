import {
  loadPageTemplate,
  mainPictureHints,
  NO_CACHE,
  pageDocument,
  readShellStyles,
  readStartupFiles,
  registerStaticFiles,
  startupPreloads,
  viewStyleReader,
  type HeadPartContext,
} from '@harmoni/serve/pages';
import { remoteApps } from '@harmoni/shared/apps';
import { shellViewFile } from '@harmoni/shared/buildOutput';
import { realUserBeaconPath } from '@harmoni/shared/realUserBeacon';
import type { DecidedPage } from '@harmoni/shared/pageFacts';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { bundleFileReader } from './bundleFileReader';
import { readViewStyles } from './viewStyles';

const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

export interface SingleBundleSite {
  url: string;
  close(): Promise<void>;
}

interface ShellViewResult {
  html: string;
  views: string[];
  content: Record<string, string>;
  missing: string[];
  page: DecidedPage;
}

type RenderSingleView = (
  url: string,
  options: {
    publicPath: string;
    siteUrl: string;
    readContent: ReturnType<typeof bundleFileReader>;
  },
) => Promise<ShellViewResult>;

/**
 * The single bundle (`bench/single-bundle/dist`), served as the shell's server serves the
 * federated site: the same files compressed and cached alike, and each page drawn on the server
 * into the same document (head, hints, inline styles). Its view runs in this process: it is the
 * benchmark's own build, not a remote's code.
 */
export async function startSingleBundleSite(root: string, port: number): Promise<SingleBundleSite> {
  const dist = resolve(root);
  const self = `http://localhost:${port}/`;
  const view = createRequire(import.meta.url)(join(dist, shellViewFile)) as {
    renderShellView: RenderSingleView;
  };
  const template = loadPageTemplate(join(dist, 'index.html'));
  const startupFiles = readStartupFiles(dist);
  const shellStyles = readShellStyles(dist, startupFiles);
  const viewStyles = readViewStyles(dist);
  const readContent = bundleFileReader(dist, self);
  const readStyles = viewStyleReader({ warn: (message) => console.warn(message) });
  // The page names a release of each remote, as the shell's server's pages do, so the real-user
  // figures run here as there (they report only on a page that names its releases). Nothing
  // loads from these addresses: every remote's code is in the bundle.
  const remoteList = Object.fromEntries(
    remoteApps.map((remote) => [remote.name, `${self}${remote.name}/mf-manifest.json`]),
  );

  const app = Fastify();
  registerStaticFiles(app, dist, { index: false, hidden: ['ssr'] });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const drawn = await view.renderShellView(request.url, {
      publicPath: self,
      siteUrl: self.slice(0, -1),
      readContent,
    });
    const sheets = drawn.views
      .flatMap((id) => viewStyles[id] ?? [])
      .map((href) => ({ href, url: new URL(href, self).href }));
    const styles = await readStyles(sheets);
    const context: HeadPartContext = {
      page: drawn.page,
      siteUrl: self.slice(0, -1),
      preloads: [...mainPictureHints(drawn.page), ...startupPreloads(startupFiles)],
      remoteList,
      inlineStyles: [...shellStyles, ...styles.inline],
      stylesheets: styles.linked,
      serverRender: { views: drawn.views, content: drawn.content, missing: drawn.missing },
    };
    return reply
      .code(drawn.page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(pageDocument(template, context, drawn.html));
  };
  app.get('/', sendPage);
  // The figures' beacon is taken and dropped: the yardstick counts nothing.
  app.post(realUserBeaconPath, async (_request, reply) => reply.code(204).send());
  // A missing file is a plain 404; any other path is a page, as on the federated site.
  app.setNotFoundHandler(async (request, reply) =>
    FILE_NAME.test(request.url.split('?', 1)[0] ?? '')
      ? reply.code(404).send('Not found')
      : sendPage(request, reply),
  );
  await app.listen({ port, host: '127.0.0.1' });
  const { port: listening } = app.server.address() as AddressInfo;
  return { url: `http://localhost:${listening}`, close: () => app.close() };
}

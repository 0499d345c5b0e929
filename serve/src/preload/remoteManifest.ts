import * as z from 'zod/mini';

/**
 * The parts of a remote's mf-manifest.json the shell's server reads: to preload a page (each
 * exposed module's sync files), and to check a release before it goes live (every file it names).
 */
const assetList = z.object({ sync: z.array(z.string()), async: z.optional(z.array(z.string())) });
const assets = z.object({ js: assetList, css: assetList });

const remoteManifestSchema = z.object({
  metaData: z.object({
    publicPath: z.optional(z.string()),
    remoteEntry: z.object({ name: z.string(), path: z.optional(z.string()) }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets })),
  /** the remote's own copies of the shared packages, for a page that provides none */
  shared: z.optional(z.array(z.object({ assets }))),
});

export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

export function parseRemoteManifest(raw: unknown, url: string): RemoteManifest {
  const result = remoteManifestSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`${url} is not a federation manifest:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** Every script and style sheet the manifest names, relative to the remote's public path. */
export function filesManifestNames(manifest: RemoteManifest): string[] {
  const named = [...manifest.exposes, ...(manifest.shared ?? [])].flatMap(({ assets: files }) =>
    [files.js, files.css].flatMap((list) => [...list.sync, ...(list.async ?? [])]),
  );
  return [...new Set(named)];
}

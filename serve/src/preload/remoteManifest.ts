import * as z from 'zod/mini';

/** The parts of a remote's mf-manifest.json the shell's server reads to preload a page. */
const assetList = z.object({ sync: z.array(z.string()) });

const remoteManifestSchema = z.object({
  metaData: z.object({
    publicPath: z.optional(z.string()),
    remoteEntry: z.object({ name: z.string(), path: z.optional(z.string()) }),
  }),
  exposes: z.array(
    z.object({ name: z.string(), assets: z.object({ js: assetList, css: assetList }) }),
  ),
});

export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

export function parseRemoteManifest(raw: unknown, url: string): RemoteManifest {
  const result = remoteManifestSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`${url} is not a federation manifest:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * Compresses each hashed script and style sheet once, at build time, as brotli at its best
 * level and as gzip, beside the file (x.js.br, x.js.gz). The server (@fastify/static with
 * preCompressed) sends those as they are; compressing on the fly it would use brotli level 4,
 * some 15% larger, to keep each response fast. Only static/ is compressed: its names carry
 * content hashes, so a compressed copy can never go stale. Content files (assets/) are edited
 * in place and stay compressed on the fly.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const COMPRESSIBLE = /^static\/.*\.(?:js|css)$/;
/** Below this a compressed copy saves less than its headers cost (the server's own threshold). */
const MIN_BYTES = 1024;

export interface CompressedCopy {
  file: string;
  content: Buffer;
}

/** The compressed copies worth writing for one emitted file, if any. */
export function compressedCopies(file: string, content: Buffer): CompressedCopy[] {
  if (!COMPRESSIBLE.test(file) || content.length < MIN_BYTES) return [];
  const copies = [
    {
      file: `${file}.br`,
      content: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    },
    { file: `${file}.gz`, content: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }) },
  ];
  return copies.filter((copy) => copy.content.length < content.length);
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'harmoni:precompress',
    setup(api) {
      // The copies are the same files again: the size report keeps to the originals (and,
      // as by default, leaves out source maps and licence notes).
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          performance: {
            printFileSize: { exclude: (asset) => /\.(?:map|LICENSE\.txt|br|gz)$/.test(asset.name) },
          },
        }),
      );
      api.processAssets(
        { stage: 'optimize-transfer', targets: ['web'] },
        ({ assets, compilation, sources }) => {
          for (const [file, source] of Object.entries(assets)) {
            const raw = source.buffer();
            for (const copy of compressedCopies(file, raw)) {
              compilation.emitAsset(copy.file, new sources.RawSource(copy.content));
            }
          }
        },
      );
    },
  };
}

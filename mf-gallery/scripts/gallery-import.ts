/**
 * npm run gallery:import -w mf-gallery -- --from <photos> --folder <slug> --name "..." --date YYYY-MM-DD
 *
 * Adds (or replaces) a photo album: then build and deploy mf-gallery alone.
 */
import { fileURLToPath } from 'node:url';
import { importAlbum } from './albumImport';
import { parseImportArgs } from './importArgs';

const defaultGalleryDir = fileURLToPath(
  new URL('../public/assets/images/gallery', import.meta.url),
);

try {
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed.
  const options = parseImportArgs(process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    defaultGalleryDir,
  });
  const { info, index } = await importAlbum(options);
  console.log(
    `Imported "${info.name}" (${info.date}): ${info.total} photos, cover ${info.cover}, into ${options.galleryDir}/${options.folder}`,
  );
  console.log(`Album index: ${index.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

/**
 * Every content file of mf-gallery, with the resources (URL and parser) its pages read it with:
 * what `npm run content:check -w mf-gallery` checks. Imported once the public path is set.
 */
import { contentFile, type ContentCatalog } from '@harmoni/tooling/contentCheck';
import { albumInfoResource, albumIndexResource } from '../src/albums/albumResources';
import { galleryPath, infoFileName, isAlbumFolder } from '../src/albums/albumFiles';
import { concertsResource } from '../src/concerts/concertService';
import { eventsResource } from '../src/events/eventResources';
import { footageResource, galleryVideosResource } from '../src/videos/videoResources';

/** 'assets/images/gallery/{folder}/info.txt' -> its folder */
const albumInfoPath = new RegExp(`^${galleryPath}/([^/]+)/${infoFileName.replace('.', '\\.')}$`);

const albumInfo = (folder: string) => contentFile(albumInfoResource(folder));

export const contentCatalog: ContentCatalog = {
  files: [
    contentFile(eventsResource),
    contentFile(footageResource),
    contentFile(galleryVideosResource),
    contentFile(concertsResource),
    // every album the index lists has an info file of its own
    contentFile(albumIndexResource, (folders) => folders.map(albumInfo)),
  ],
  // an album left out of the index is still a page (/gallery/photo/{folder})
  byPath: (path) => {
    const folder = albumInfoPath.exec(path)?.[1];
    return folder !== undefined && isAlbumFolder(folder) ? albumInfo(folder) : undefined;
  },
};

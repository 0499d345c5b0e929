import { displayedConcerts } from '@harmoni/shared';
import { readResource, type SitePages } from '@harmoni/shared/pageFacts';
import { albumIndexResource } from '../albums/albumResources';
import { concertsResource } from '../concerts/concertService';

/** Every album in the index, and every concert marked for display. */
const sitePages: SitePages = async (read) => {
  const [albums = [], concerts = []] = await Promise.all([
    readResource(read, albumIndexResource),
    readResource(read, concertsResource),
  ]);
  return [
    ...albums.map((folder) => `/gallery/photo/${encodeURIComponent(folder)}`),
    ...displayedConcerts(concerts).map(
      (concert) => `/gallery/concert/${encodeURIComponent(concert.url)}`,
    ),
  ];
};

export default sitePages;

import type { Concert, ConcertService, ContentResource } from '@harmoni/shared';
import { galleryContent } from '../content';
import { parseConcerts } from './parseConcerts';

/** Every concert gallery entry on this remote's origin, hidden ones included. */
export const concertsResource: ContentResource<Concert[]> = {
  url: galleryContent.assetUrl('assets/docs/gallery-video-list.txt'),
  parse: parseConcerts,
};

const concertService: ConcertService = { concerts: concertsResource };
export default concertService;

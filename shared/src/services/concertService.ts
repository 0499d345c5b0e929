import { concertServiceId } from '../routes/pageModules';
import type { ContentResource, ContentState } from '../content/contentStore';
import { useRemoteContent } from './remoteContent';

/** A concert gallery entry (gallery-video-list.txt). */
export interface Concert {
  /** the concert slug, used in /gallery/concert/{url} */
  url: string;
  display: boolean;
  title: string;
  /** video ids */
  content: string[];
}

/** What mf-gallery exposes as 'gallery/concertService'. */
export interface ConcertService {
  /** every concert entry, hidden ones included */
  concerts: ContentResource<Concert[]>;
}

export { concertServiceId };

/** Only entries marked for display are listed or reachable. */
export function displayedConcerts(concerts: readonly Concert[]): Concert[] {
  return concerts.filter((concert) => concert.display);
}

const pickConcerts = (service: ConcertService) => service.concerts;

/** Every concert entry, from mf-gallery's concert service, fetched once per visit once `wanted`. */
export function useConcerts(wanted = true): ContentState<Concert[]> {
  return useRemoteContent(concertServiceId, pickConcerts, wanted);
}

import { useParams } from 'react-router-dom';
import {
  ContentFailure,
  displayedConcerts,
  forgetContent,
  GetStartedLink,
  NotFoundRedirect,
  Spinner,
  useContent,
  useDocumentMeta,
  usePageStatus,
} from '@harmoni/shared';
import { concertHead } from '@harmoni/shared/pageHead';
import { VideoGrid } from '../videos/VideoGrid';
import { concertsResource } from './concertService';
import { BackLink } from '../ui/BackLink';
import pageStyles from '../ui/GalleryPage.module.css';

/** /gallery/concert/{concert}: the videos of one concert marked for display. */
export default function ConcertPage() {
  const { concert: slug } = useParams();
  // The same resource as the header's concert service: the file is fetched once per visit.
  const concerts = useContent(concertsResource);
  const concert =
    concerts.status === 'ready'
      ? displayedConcerts(concerts.data).find((entry) => entry.url === slug)
      : undefined;
  useDocumentMeta(concertHead(concert));
  usePageStatus(concert ? 'found' : 'unconfirmed');

  // An unknown concert, or one not marked for display, is not a page (SPEC.md section 8).
  if (concerts.status === 'ready' && !concert) return <NotFoundRedirect to="/" />;

  return (
    <div className={`page-container ${pageStyles.page}`}>
      <BackLink to="/gallery/video">All videos</BackLink>
      {concerts.status === 'loading' ? <Spinner label="Loading the concert" /> : null}
      {concerts.status === 'error' ? (
        <ContentFailure
          error={concerts.error}
          title="Sorry, this concert could not be loaded."
          onRetry={() => forgetContent(concertsResource.url)}
        />
      ) : null}
      {concert ? (
        <>
          <header className={pageStyles.intro}>
            <h1>{concert.title}</h1>
            <p>
              {concert.content.length} {concert.content.length === 1 ? 'video' : 'videos'} from the
              stage. Press play on any of them to watch it here.
            </p>
          </header>
          <VideoGrid
            videoIds={concert.content}
            titleOf={(position) => `${concert.title}, video ${position}`}
            label={`${concert.title} videos`}
          />
        </>
      ) : null}
      <p className={pageStyles.action}>
        <GetStartedLink />
      </p>
    </div>
  );
}

import {
  ContentFailure,
  forgetContent,
  SectionHeading,
  Spinner,
  useContent,
} from '@harmoni/shared';
import { footageResource } from '../videos/videoResources';
import { VideoGrid } from '../videos/VideoGrid';
import styles from './EventRecaps.module.css';

/** The home page's Event Recaps: videos of our recent events. */
export default function EventRecaps() {
  const footage = useContent(footageResource);
  // Recaps are extra: with none to show, the section steps aside.
  if (footage.status === 'ready' && footage.data.length === 0) return null;

  return (
    <section className={`page-container ${styles.section}`} aria-labelledby="event-recaps-title">
      <SectionHeading
        id="event-recaps-title"
        title="Event Recaps"
        lead="Missed an event? Watch the highlights."
      />
      {footage.status === 'loading' ? <Spinner label="Loading event recaps" /> : null}
      {footage.status === 'error' ? (
        <ContentFailure
          error={footage.error}
          title="Sorry, the event recaps could not be loaded."
          onRetry={() => forgetContent(footageResource.url)}
        />
      ) : null}
      {footage.status === 'ready' ? (
        <VideoGrid
          videoIds={footage.data}
          titleOf={(position) => `Event recap ${position}`}
          label="Event recap videos"
        />
      ) : null}
    </section>
  );
}

import { useMemo } from 'react';
import {
  forgetContent,
  Notice,
  SectionHeading,
  site,
  Spinner,
  useContent,
  usePageJsonLd,
} from '@harmoni/shared';
import { eventsFeedPath } from '@harmoni/shared/buildOutput';
import { EventCard } from './EventCard';
import { eventsResource } from './eventResources';
import { orderEvents } from './eventSchedule';
import { homeEventsJsonLd } from './eventStructuredData';
import styles from './HomeEvents.module.css';

/** The home page's Event section: upcoming events first, then what we have done lately. */
export default function HomeEvents() {
  const events = useContent(eventsResource);
  const ordered = useMemo(
    () => (events.status === 'ready' ? orderEvents(events.data) : []),
    [events],
  );
  // The events still to come, for search engines: stated by the render that draws them.
  usePageJsonLd('events', ({ siteUrl }) =>
    events.status === 'ready' ? homeEventsJsonLd(events.data, siteUrl, new Date()) : undefined,
  );

  return (
    <section className={`page-container ${styles.section}`} aria-labelledby="home-events-title">
      <SectionHeading
        id="home-events-title"
        title="Events"
        lead={
          <>Concerts, recitals and workshops at {site.brand}: come and hear our students play.</>
        }
      />
      {events.status === 'loading' ? <Spinner label="Loading events" /> : null}
      {events.status === 'error' ? (
        <Notice
          title="Sorry, our events could not be loaded."
          onRetry={() => forgetContent(eventsResource.url)}
        >
          Please check your connection and try again.
        </Notice>
      ) : null}
      {events.status === 'ready' && ordered.length === 0 ? (
        <p className={styles.empty}>New events are on their way. Please check back soon.</p>
      ) : null}
      {ordered.length > 0 ? (
        <ul className={styles.grid}>
          {ordered.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : null}
      {ordered.some((event) => event.upcoming) ? (
        <p className={styles.subscribe}>
          {/* the site's own address: a calendar application keeps it up to date */}
          <a href={eventsFeedPath} type="text/calendar">
            Subscribe to our events calendar
          </a>
        </p>
      ) : null}
    </section>
  );
}

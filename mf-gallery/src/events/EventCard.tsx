import { Picture } from '@harmoni/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SchoolEvent } from './eventContent';
import { eventCalendarUrl, eventImageUrls } from './eventResources';
import { eventDay, eventMonth, eventTimeRange, noTime } from './eventSchedule';
import styles from './HomeEvents.module.css';

/** Event images are generated at 600 by 400 pixels. */
const imageSize = { width: 600, height: 400 };

/** Site paths stay in the router; anything else opens in a new tab. */
function EventLink({ url, children }: { url: string; children: ReactNode }) {
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={styles.imageLink}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={styles.imageLink} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function EventCard({ event }: { event: SchoolEvent }) {
  const image = eventImageUrls(event.img_src);
  const picture = (
    <Picture
      className={styles.image}
      jpg={image.jpg}
      webp={image.webp}
      alt={event.title}
      width={imageSize.width}
      height={imageSize.height}
      loading="lazy"
    />
  );
  const time = eventTimeRange(event.time_start, event.time_end);
  return (
    <article className={styles.card} data-upcoming={event.upcoming}>
      <div className={styles.media}>
        {event.url ? <EventLink url={event.url}>{picture}</EventLink> : picture}
        {event.upcoming ? <span className={styles.badge}>Upcoming</span> : null}
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={event.date}>
          <span className={styles.month}>{eventMonth(event.date)}</span>
          <span className={styles.day}>{eventDay(event.date)}</span>
        </time>
        <div className={styles.details}>
          <p className={styles.time}>
            {time === noTime ? (
              <>
                <span aria-hidden="true">{noTime}</span>
                <span className="visually-hidden">No set time</span>
              </>
            ) : (
              time
            )}
          </p>
          <h3 className={styles.title}>{event.title}</h3>
          {event.upcoming && event.free ? <p className={styles.free}>Free admission</p> : null}
          {event.upcoming ? (
            <a
              className={styles.addToCalendar}
              href={eventCalendarUrl(event.id)}
              type="text/calendar"
              download={`${event.id}.ics`}
              aria-label={`Add to calendar: ${event.title}`}
            >
              Add to calendar
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

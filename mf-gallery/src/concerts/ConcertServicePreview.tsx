import { useContent } from '@harmoni/shared';
import { concertsResource } from './concertService';

/** What the concert service hands the rest of the site, for this team's standalone runs. */
export function ConcertServicePreview() {
  const concerts = useContent(concertsResource);
  if (concerts.status === 'loading') return <p className="page-container">Loading concerts…</p>;
  if (concerts.status === 'error')
    return <p className="page-container">{concerts.error.message}</p>;
  return (
    <section className="page-container">
      <h1>Concert service</h1>
      <ul>
        {concerts.data.map((concert) => (
          <li key={concert.url}>
            {concert.title} ({concert.display ? 'listed' : 'hidden'}) → /gallery/concert/
            {concert.url}
          </li>
        ))}
      </ul>
    </section>
  );
}

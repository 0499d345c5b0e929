import { site } from '../config/site';
import { asNode, missingProperties } from '../testing/richResults';
import { eventJsonLd, eventsJsonLd, isStillToCome, type EventFacts } from './eventJsonLd';

const siteUrl = 'https://harmoni.example';
const concert: EventFacts = {
  title: 'Year-End Concert 2026',
  date: '2026-12-12',
  time_start: '19:00',
  time_end: '21:30',
  upcoming: true,
  free: true,
  image: 'https://gallery.example/assets/images/events/year-end-concert-2026.jpg',
};
const openDay: EventFacts = {
  ...concert,
  title: 'Open Day',
  date: '2027-02-06',
  time_start: '',
  time_end: '',
  free: false,
  url: 'https://harmoni.example/contact',
};
const before = new Date('2026-11-26T00:00:00Z');

describe('eventJsonLd', () => {
  it('has every property Google requires and recommends that the content gives', () => {
    const event = eventJsonLd(concert, siteUrl);
    expect(missingProperties('Event', event)).toEqual([]);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Year-End Concert 2026',
      startDate: '2026-12-12T19:00:00+08:00',
      endDate: '2026-12-12T21:30:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: [concert.image],
    });
    // only the properties the content cannot give are left out
    expect(missingProperties('Event', event, { strict: true }).sort()).toEqual(
      ['description', 'performer', 'previousStartDate'].sort(),
    );
  });

  it("takes place at the school's studio, organised by the school", () => {
    const event = asNode(eventJsonLd(concert, siteUrl));
    const location = asNode(event.location);
    expect(missingProperties('Place', location, { strict: true })).toEqual([]);
    expect(location.name).toBe(site.brand);
    const address = asNode(location.address);
    expect(missingProperties('PostalAddress', address, { strict: true })).toEqual([]);
    expect(address).toMatchObject({ postalCode: site.address.postcode, addressCountry: 'MY' });
    expect(event.organizer).toMatchObject({
      '@id': 'https://harmoni.example/#school',
      name: site.brand,
      url: 'https://harmoni.example/',
    });
  });

  it('offers free admission only where the content says so', () => {
    const free = asNode(eventJsonLd(concert, siteUrl));
    expect(missingProperties('Offer', free.offers, { strict: true })).toEqual([]);
    expect(free.offers).toMatchObject({ price: 0, priceCurrency: 'MYR' });
    expect(free.isAccessibleForFree).toBe(true);
    const unknown = eventJsonLd(openDay, siteUrl);
    expect(unknown).not.toHaveProperty('offers');
    expect(unknown).not.toHaveProperty('isAccessibleForFree');
  });

  it('gives the day alone without times, and its page only when it has one', () => {
    const event = eventJsonLd(openDay, siteUrl);
    expect(event).toMatchObject({
      startDate: '2027-02-06',
      url: 'https://harmoni.example/contact',
    });
    expect(event).not.toHaveProperty('endDate');
    expect(eventJsonLd(concert, siteUrl)).not.toHaveProperty('url');
  });

  it('names no end without a start', () => {
    expect(eventJsonLd({ ...concert, time_start: '' }, siteUrl)).not.toHaveProperty('endDate');
  });
});

describe('which events are described', () => {
  it('only those the content calls upcoming that have not ended', () => {
    expect(isStillToCome(concert, before)).toBe(true);
    expect(isStillToCome({ ...concert, upcoming: false }, before)).toBe(false);
    expect(isStillToCome(concert, new Date('2026-12-12T13:29:00Z'))).toBe(true);
    expect(isStillToCome(concert, new Date('2026-12-12T13:30:00Z'))).toBe(false);
    // an event without an end time lasts until its day ends at the school
    expect(isStillToCome(openDay, new Date('2027-02-06T15:59:00Z'))).toBe(true);
    expect(isStillToCome(openDay, new Date('2027-02-06T16:00:00Z'))).toBe(false);
  });

  it('as one graph, or nothing when none is still to come', () => {
    const graph = eventsJsonLd(
      [concert, openDay, { ...concert, upcoming: false }],
      siteUrl,
      before,
    );
    expect(graph?.['@context']).toBe('https://schema.org');
    expect(graph?.['@graph'].map((node) => (node as { name: string }).name)).toEqual([
      'Year-End Concert 2026',
      'Open Day',
    ]);
    expect(eventsJsonLd([concert], siteUrl, new Date('2027-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('is plain JSON', () => {
    const graph = eventsJsonLd([concert, openDay], siteUrl, before);
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useContentStore } from '@harmoni/shared';
import { serveContent } from '../testing/serveContent';
import HomeEvents from './HomeEvents';

const events = {
  'carols-2026': {
    title: 'Christmas Carol Singalong',
    date: '2026-12-19',
    time_start: '10:00',
    time_end: '12:00',
    img_src: 'carols.jpg',
    url: '/contact?instrument=vocal',
    upcoming: true,
    free: true,
  },
  'masterclass-2026': {
    title: 'Piano Masterclass',
    date: '2026-06-03',
    time_start: '',
    time_end: '',
    img_src: 'masterclass.jpg',
    url: '',
    upcoming: false,
  },
  'exams-2027': {
    title: 'Exam Workshop',
    date: '2027-01-16',
    time_start: '09:30',
    time_end: '',
    img_src: 'exams.jpg',
    url: 'https://exams.example.org/dates',
    upcoming: true,
  },
};

function renderEvents() {
  return render(
    <MemoryRouter>
      <HomeEvents />
    </MemoryRouter>,
  );
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

beforeEach(() => {
  useContentStore.setState({ entries: {} });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('HomeEvents', () => {
  it('lists upcoming events first, then past ones, under the Events heading', async () => {
    const fetchMock = serveContent({ 'assets/docs/event.txt': events });
    renderEvents();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events');
    await screen.findByRole('heading', { level: 3, name: 'Christmas Carol Singalong' });
    expect(screen.getByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Christmas Carol Singalong',
      'Exam Workshop',
      'Piano Masterclass',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3999/assets/docs/event.txt');
  });

  it('badges upcoming events only', async () => {
    serveContent({ 'assets/docs/event.txt': events });
    renderEvents();
    await screen.findByRole('heading', { level: 3, name: 'Christmas Carol Singalong' });
    expect(within(card('Christmas Carol Singalong')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(card('Piano Masterclass')).queryByText('Upcoming')).not.toBeInTheDocument();
    expect(screen.getAllByText('Upcoming')).toHaveLength(2);
  });

  it('shows the abbreviated month, the two-digit day and the time range', async () => {
    serveContent({ 'assets/docs/event.txt': events });
    renderEvents();
    await screen.findByRole('heading', { level: 3, name: 'Christmas Carol Singalong' });
    const carols = card('Christmas Carol Singalong');
    expect(carols.querySelector('time')).toHaveAttribute('dateTime', '2026-12-19');
    expect(carols.querySelector('time')).toHaveTextContent('Dec19');
    expect(carols).toHaveTextContent('10:00 AM – 12:00 PM');
    const masterclass = card('Piano Masterclass');
    expect(masterclass.querySelector('time')).toHaveTextContent('Jun03');
    expect(within(card('Exam Workshop')).getByText('9:30 AM')).toBeInTheDocument();
  });

  it('shows a dash, named for screen readers, when there is no start time', async () => {
    serveContent({ 'assets/docs/event.txt': events });
    renderEvents();
    await screen.findByRole('heading', { level: 3, name: 'Piano Masterclass' });
    const time = within(card('Piano Masterclass')).getByText('–');
    expect(time).toHaveAttribute('aria-hidden', 'true');
    expect(time.parentElement).toHaveTextContent('–No set time');
  });

  it('links the image to the event url, in the site or in a new tab, and shows the image alone without one', async () => {
    serveContent({ 'assets/docs/event.txt': events });
    renderEvents();
    await screen.findByRole('heading', { level: 3, name: 'Christmas Carol Singalong' });

    const carols = within(card('Christmas Carol Singalong')).getByRole('link', {
      name: 'Christmas Carol Singalong',
    });
    expect(carols).toHaveAttribute('href', '/contact?instrument=vocal');
    expect(carols).not.toHaveAttribute('target');
    expect(within(carols).getByRole('img', { name: 'Christmas Carol Singalong' })).toHaveAttribute(
      'src',
      'http://localhost:3999/assets/images/events/carols.jpg',
    );

    const exams = within(card('Exam Workshop')).getByRole('link', {
      name: 'Exam Workshop (opens in a new tab)',
    });
    expect(exams).toHaveAttribute('href', 'https://exams.example.org/dates');
    expect(exams).toHaveAttribute('target', '_blank');
    expect(exams).toHaveAttribute('rel', 'noopener noreferrer');

    const masterclass = card('Piano Masterclass');
    expect(within(masterclass).queryByRole('link')).not.toBeInTheDocument();
    const image = within(masterclass).getByRole('img', { name: 'Piano Masterclass' });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(masterclass.querySelector('source')).toHaveAttribute(
      'srcset',
      'http://localhost:3999/assets/images/events/masterclass.webp',
    );
  });

  it('offers each upcoming event as a calendar file, and says which are free', async () => {
    serveContent({ 'assets/docs/event.txt': events });
    renderEvents();
    await screen.findByRole('heading', { level: 3, name: 'Christmas Carol Singalong' });
    const add = within(card('Christmas Carol Singalong')).getByRole('link', {
      name: 'Add to calendar: Christmas Carol Singalong',
    });
    expect(add).toHaveAttribute(
      'href',
      'http://localhost:3999/assets/docs/calendar/carols-2026.ics',
    );
    expect(add).toHaveAttribute('type', 'text/calendar');
    expect(within(card('Christmas Carol Singalong')).getByText('Free admission')).toBeVisible();
    // the content does not say the workshop is free; a past event has no calendar file
    expect(within(card('Exam Workshop')).queryByText('Free admission')).not.toBeInTheDocument();
    expect(
      within(card('Exam Workshop')).getByRole('link', { name: /^Add to calendar/ }),
    ).toBeVisible();
    expect(
      within(card('Piano Masterclass')).queryByRole('link', { name: /Add to calendar/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe to our events calendar' })).toHaveAttribute(
      'href',
      '/events.ics',
    );
  });

  it('offers no feed when no event is upcoming', async () => {
    serveContent({ 'assets/docs/event.txt': { 'masterclass-2026': events['masterclass-2026'] } });
    renderEvents();
    await screen.findByRole('heading', { level: 3, name: 'Piano Masterclass' });
    expect(screen.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('shows a notice with Retry when the events cannot be loaded, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent({});
    renderEvents();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sorry, our events could not be loaded.');

    serveContent({ 'assets/docs/event.txt': events });
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Piano Masterclass' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no events', async () => {
    serveContent({ 'assets/docs/event.txt': {} });
    renderEvents();
    expect(await screen.findByText(/New events are on their way/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

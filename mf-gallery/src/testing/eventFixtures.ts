/** Test support: an event as event.txt writes it (the parsed event adds its key and `free`). */
export const concertEntry = {
  title: 'Year-End Concert 2026',
  date: '2026-12-12',
  time_start: '19:00',
  time_end: '21:30',
  img_src: 'year-end-concert-2026.jpg',
  url: '',
  upcoming: true,
};

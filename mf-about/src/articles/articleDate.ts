// The visitor's own zone, like the Date it is given: publishedDate reads a date alone as local
// midnight, so the calendar day shows unchanged. Made once; a formatter is slow to build.
const published = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** SPEC section 9: 'MMM dd, y' in en-US, the spec's default locale: 'Mar 05, 2024'. */
export function formatPublished(date: Date): string {
  return published.format(date);
}

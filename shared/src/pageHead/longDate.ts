const format = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  // '2025-12-05' is read as midnight UTC: show that calendar day in every time zone
  timeZone: 'UTC',
});

/** '2025-12-05' -> 'Dec 05, 2025', the site's date format (SPEC.md section 9). */
export function longDate(isoDate: string): string {
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

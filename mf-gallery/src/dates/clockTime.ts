/** 'HH:mm' as the cards have always read it: one or two digits a side, trailing spaces allowed. */
const clock = /^(\d{1,2}):(\d{1,2})\s*$/;

// A time of day has no zone: it is put on a UTC day and formatted in UTC, so it never shifts.
const twelveHour = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** '19:30' -> '7:30 PM' (en-US 'h:mm a'); anything that is not a time of day -> undefined */
export function clockTime(time: string): string | undefined {
  const [, hours, minutes] = clock.exec(time) ?? [];
  if (hours === undefined || minutes === undefined) return undefined;
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  const parts = twelveHour.formatToParts(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  // Put together here rather than format(): newer ICU data puts a narrow no-break space before
  // AM/PM, and the cards (and anyone searching their text) have always had a plain space.
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

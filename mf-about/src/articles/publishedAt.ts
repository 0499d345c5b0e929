/**
 * published_at as the directory writes it: an ISO calendar day, '2024-03-05', or a moment of
 * it, '2024-03-05T23:00' ('T' or a space; seconds and their fraction optional, as toISOString
 * writes '23:00:00.000'), with an optional zone: 'Z', '+08:00', '+0800' or '+08'.
 */
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:[.,]\d+)?))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** UTC midnight of that day; undefined when it is not a real day (month 13, February 30). */
function utcMidnight(year: number, month: number, day: number): Date | undefined {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: that one reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  // A Date rolls an impossible day over ('02-30' -> March 2): a field that moved was not valid.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** 23:00:00.5 -> milliseconds into the day; past 23:59:59.999... -> undefined */
function timeOfDay(hours: number, minutes: number, seconds: number): number | undefined {
  if (hours > 23 || minutes > 59 || seconds >= 60) return undefined;
  // Seconds may be fractional: the Date made from this drops what is under a millisecond.
  return hours * 3_600_000 + minutes * 60_000 + seconds * 1000;
}

/** '+08:00' -> how far the zone is ahead of UTC, in ms; minutes past 59 -> undefined */
function zoneOffset(sign: string, hours: string, minutes = '00'): number | undefined {
  if (Number(minutes) > 59) return undefined;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 3_600_000 + Number(minutes) * 60_000);
}

/**
 * The same wall-clock time where the visitor is. A date alone is then local midnight, so it
 * shows that calendar day in every time zone (UTC midnight would be the day before in America).
 */
function onLocalClock(clock: Date): Date {
  const local = new Date(0);
  local.setFullYear(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate());
  local.setHours(
    clock.getUTCHours(),
    clock.getUTCMinutes(),
    clock.getUTCSeconds(),
    clock.getUTCMilliseconds(),
  );
  return local;
}

/** An article's published_at -> that moment; anything that is not a real date -> undefined. */
export function readPublishedAt(value: string): Date | undefined {
  const match = isoDateTime.exec(value);
  if (!match) return undefined;
  const [
    year,
    month,
    day,
    hours = '0',
    minutes = '0',
    seconds = '0',
    utc,
    sign,
    zoneHours,
    zoneMinutes,
  ] = match.slice(1);
  const midnight = utcMidnight(Number(year), Number(month), Number(day));
  const time = timeOfDay(Number(hours), Number(minutes), Number(seconds.replace(',', '.')));
  if (midnight === undefined || time === undefined) return undefined;
  if (utc !== undefined) return new Date(midnight.getTime() + time);
  if (sign === undefined || zoneHours === undefined) {
    return onLocalClock(new Date(midnight.getTime() + time));
  }
  const offset = zoneOffset(sign, zoneHours, zoneMinutes);
  return offset === undefined ? undefined : new Date(midnight.getTime() + time - offset);
}

import { twelveHourClock } from '@harmoni/shared/dateText';

/** 'HH:mm' as the cards have always read it: one or two digits a side, trailing spaces allowed. */
const clock = /^(\d{1,2}):(\d{1,2})\s*$/;

/** '19:30' -> '7:30 PM' (en-US 'h:mm a'); anything that is not a time of day -> undefined */
export function clockTime(time: string): string | undefined {
  const [, hours, minutes] = clock.exec(time) ?? [];
  if (hours === undefined || minutes === undefined) return undefined;
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return twelveHourClock(Number(hours), Number(minutes));
}

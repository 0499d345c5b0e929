import { format } from 'date-fns';

/** SPEC section 9: 'MMM dd, y' in en-US (date-fns' default locale): 'Mar 05, 2024'. */
export function formatPublished(date: Date): string {
  return format(date, 'MMM dd, y');
}

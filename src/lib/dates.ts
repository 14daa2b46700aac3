/**
 * Dates as French users read them (locale fr-FR, DD/MM/YYYY), in the device's
 * time zone.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

/**
 * Malformed input gives an empty string: dayjs would otherwise print "Invalid Date", English text
 * in a French screen.
 */
function format(iso: string, pattern: string): string {
  const date = dayjs(iso).locale('fr');
  return date.isValid() ? date.format(pattern) : '';
}

/** "2024-03-05" or "2024-03-05T14:07:00Z" → "05/03/2024". */
export function formatDate(iso: string): string {
  return format(iso, 'DD/MM/YYYY');
}

/** "2024-03-05T14:07:00" → "05/03/2024 à 14:07". */
export function formatDateTime(iso: string): string {
  return format(iso, 'DD/MM/YYYY [à] HH:mm');
}

let parisDays: Intl.DateTimeFormat | undefined;

/**
 * The day it is in Paris at `now`, as "2024-03-05": the platform's days (an offer's validity) are
 * Paris days, whatever the device's time zone. Its format is made at the first use: making one
 * costs a phone some milliseconds.
 */
export function parisDay(now: Date = new Date()): string {
  parisDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return parisDays.format(now);
}

/** Whole days from the day `from` to the day `to` ("2024-03-05" both): -1 for the day before. */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day');
}

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

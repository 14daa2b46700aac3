import { ENDING_SOON_DAYS } from '../../contract/constants';
import { daysBetween, parisDay } from '../../lib/dates';

export const ENDING_SOON = 'Se termine bientôt';

/**
 * « Se termine bientôt »: the offer's last valid day (`validTo`, a Paris day) is today in Paris or
 * one of the next ENDING_SOON_DAYS days. An offer already ended is not: it no longer ends.
 */
export function isEndingSoon(validTo: string, today: string = parisDay()): boolean {
  const daysLeft = daysBetween(today, validTo);
  return daysLeft >= 0 && daysLeft <= ENDING_SOON_DAYS;
}

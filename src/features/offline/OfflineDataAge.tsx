import { formatDateTime } from '../../lib/dates';
import { useShownDataAge } from './use-data-age';

/** The rest of the offline banner: when the data on screen was fetched. */
export function OfflineDataAge() {
  const age = useShownDataAge();
  return age > 0
    ? ` — données du ${formatDateTime(new Date(age).toISOString())}`
    : ' — les données affichées sont celles enregistrées sur cet appareil';
}

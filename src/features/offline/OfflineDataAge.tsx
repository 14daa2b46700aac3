import { formatDateTime } from '../../lib/dates';
import { STORED_DATA_TEXT } from './stored-data-text';
import { useShownDataAge } from './use-data-age';

/** The rest of the offline banner: when the data on screen was fetched. */
export function OfflineDataAge() {
  const age = useShownDataAge();
  return age > 0
    ? ` — données du ${formatDateTime(new Date(age).toISOString())}`
    : STORED_DATA_TEXT;
}

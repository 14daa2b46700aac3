import { lazy, Suspense } from 'react';
import { useOnlineStatus } from '../../pwa/network-status';
import './offline.css';

/** The end of the banner when the data's age is unknown. */
export const STORED_DATA_TEXT =
  ' — les données affichées sont celles enregistrées sur cet appareil';

/** The banner's end when the data age cannot be shown: still true, just less precise. */
function StoredDataText() {
  return STORED_DATA_TEXT;
}

// Its date formatting (dayjs) stays out of the first screen. The app fetches it once the first
// screen is shown, because the device may lose the network before the service worker has cached
// it: a failed fetch then ends the banner with the plain text instead of breaking the page.
let dataAgeModule: Promise<{ default: () => string }> | undefined;
export function preloadOfflineDataAge() {
  dataAgeModule ??= import('./OfflineDataAge').then(
    (module) => ({ default: module.OfflineDataAge }),
    () => ({ default: StoredDataText }),
  );
  return dataAgeModule;
}
const OfflineDataAge = lazy(preloadOfflineDataAge);

/** "Hors ligne — données du 05/03/2024 à 14:07": the screen comes from the device, not live. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>Hors ligne</strong>
      <Suspense fallback={null}>
        <OfflineDataAge />
      </Suspense>
    </div>
  );
}

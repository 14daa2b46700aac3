import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../../pwa/network-status';
import { STORED_DATA_TEXT } from './stored-data-text';
import './offline.css';

/** The banner's end when the data age cannot be shown: still true, just less precise. */
function StoredDataText() {
  return STORED_DATA_TEXT;
}

let dataAgeModule: Promise<{ default: () => string }> | undefined;
let dataAgeLoaded = false;
const dataAgeListeners = new Set<() => void>();

/**
 * Loads the banner's date formatting (dayjs), which stays out of the first screen: the app calls
 * this once the first screen is shown, because the device may lose the network before the service
 * worker has cached it. A failed fetch ends the banner with the plain text instead of breaking
 * the page. Until then the banner says "Hors ligne" alone: a page opened offline shows its data
 * without waiting for the date.
 */
export function preloadOfflineDataAge() {
  dataAgeModule ??= import('./OfflineDataAge')
    .then(
      (module) => ({ default: module.OfflineDataAge }),
      () => ({ default: StoredDataText }),
    )
    .then((module) => {
      dataAgeLoaded = true;
      dataAgeListeners.forEach((listener) => listener());
      return module;
    });
  return dataAgeModule;
}
// Both `lazy` and the loaded flag: the date's component uses hooks, so it is rendered as a
// component, and lazy keeps it and its hook out of the entry (the offer list’s first screen is
// within 1 KB of its 120 KB budget); the flag keeps a render from starting the import early.
const OfflineDataAge = lazy(preloadOfflineDataAge);

function useDataAgeLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      dataAgeListeners.add(listener);
      return () => dataAgeListeners.delete(listener);
    },
    () => dataAgeLoaded,
    () => false, // the prerendered page (docs/first-screen.md)
  );
}

/** "Hors ligne — données du 05/03/2024 à 14:07": the screen comes from the device, not live. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const dataAgeReady = useDataAgeLoaded();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>Hors ligne</strong>
      {dataAgeReady && (
        <Suspense fallback={null}>
          <OfflineDataAge />
        </Suspense>
      )}
    </div>
  );
}

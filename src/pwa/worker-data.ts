import { RUNTIME_CACHE_PREFIX, type PageToWorkerMessage } from './sw-protocol';

function postToWorker(message: PageToWorkerMessage): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Tells the service worker whose data it may cache from now on (null: nobody's). */
export function setWorkerUser(userScope: string | null): void {
  postToWorker({ type: 'SET_USER', userScope });
}

/**
 * Deletes the service worker's runtime caches (images, price lists, and the API caches of earlier
 * versions). The page deletes them itself too: the worker may not control this page yet, or be
 * stopped. Called only by `forgetUserData` (src/features/offline/offline-data.ts), the one place
 * that forgets a user on this device (docs/offline.md).
 */
export async function clearWorkerData(): Promise<void> {
  postToWorker({ type: 'CLEAR_DATA' });
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
}

/** The copy of `url` (e.g. a price list) kept on this device, if any. */
export async function cachedResponse(url: string): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  return caches.match(url, { ignoreVary: true });
}

import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * The query client, left to itself, takes the name of the browser's event as the truth ('online'
 * sets it online) and assumes "online" until an event comes (a page opened offline sends none).
 * Here it reads `navigator.onLine` at start and at each event instead. Chromium has been seen to
 * fire a stray 'online' in a page being reloaded while `navigator.onLine` stayed false: taken at
 * its word, it released the changes queued offline into a request that reached the server.
 */
export function followBrowserConnectivity(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/** Whether the device has a connection, as the query client sees it (it pauses on "offline"). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    // The HTML prerendered at build time shows the page online (docs/first-screen.md).
    () => true,
  );
}

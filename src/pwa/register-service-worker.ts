import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

/**
 * Registers the service worker built from sw/sw.ts. Only in production builds: the dev server
 * serves modules that the precache manifest does not know. A new version waits until the user
 * accepts the update prompt. workbox-window is loaded after the first screen: registering can
 * wait, the first screen cannot.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  await workbox.register();
}

/** Whether a new version of the app is installed and waits for the user's go-ahead. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false, // the prerendered page (docs/first-screen.md)
  );
}

/** The user accepted: the waiting worker takes over, then the page reloads on the new version. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

import { Workbox } from 'workbox-window';

/**
 * Registers the service worker built from sw/sw.ts. Only in production builds: the dev server
 * serves modules that the precache manifest does not know.
 */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  void workbox.register();
  return workbox;
}

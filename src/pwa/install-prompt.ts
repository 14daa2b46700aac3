import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install offer for our own button instead of its mini-infobar. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    publish();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    publish();
  });
}

/** True when the browser offers installation (never once installed, nor where unsupported). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false, // the prerendered page (docs/first-screen.md)
  );
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  // The event can be used once; the browser fires a new one if the user declines.
  deferred = null;
  publish();
  await event.prompt();
}

/// <reference lib="webworker" />
/**
 * The worker's side of push notifications (docs/push.md): shows what the server sent, for the
 * device's user only, sets the app icon's badge, and opens the announced page on a click,
 * in a window of the app already open when there is one.
 */
import type { PushPayload } from '../src/contract/push-payload';
import type { UseStore } from 'idb-keyval';
import { queuePushOpened } from './push-opened';
import type { WorkerUserScope } from './user-scope';

function isPushPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { user, title, body, url, badge } = value as Record<string, unknown>;
  return (
    typeof user === 'number' &&
    typeof title === 'string' &&
    typeof body === 'string' &&
    typeof url === 'string' &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    typeof badge === 'number'
  );
}

/** The payload, when it is one of ours and for the device's user now; null otherwise. */
export async function payloadForDevice(
  data: { json(): unknown } | null,
  scope: WorkerUserScope,
): Promise<PushPayload | null> {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    return null;
  }
  if (!isPushPayload(payload)) return null;
  // Only the user's own session: not another user's, nor an admin acting as them.
  return (await scope.current()) === String(payload.user) ? payload : null;
}

export function notificationOptions(payload: PushPayload): NotificationOptions {
  return {
    body: payload.body,
    icon: '/pwa-192x192.png',
    badge: '/pwa-64x64.png',
    lang: 'fr',
    // A newer notification replaces the one still shown.
    tag: 'nouveautes',
    data: { url: payload.url, user: payload.user },
  };
}

export function listenToPushes(
  self: ServiceWorkerGlobalScope,
  scope: WorkerUserScope,
  store: UseStore,
): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(
      payloadForDevice(event.data, scope).then(async (payload) => {
        // Dropped: another user's, or not ours. Nothing of it is shown on this device.
        if (!payload) return;
        await self.registration.showNotification(payload.title, notificationOptions(payload));
        await self.navigator.setAppBadge?.(payload.badge).catch(() => undefined);
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url, user } = (event.notification.data ?? {}) as { url?: string; user?: number };
    const target = new URL(url ?? '/', self.location.origin);
    if (target.origin !== self.location.origin) return;
    // Queued first: the page the click opens finds it waiting and sends it.
    const opened =
      typeof user === 'number'
        ? queuePushOpened(store, scope, user).catch(() => undefined)
        : Promise.resolve();
    event.waitUntil(opened.then(() => openInApp(self, target.href)));
  });
}

/** Focuses a window of the app and shows `href` there, or opens one. */
async function openInApp(self: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: false });
  const open = windows[0];
  if (open) {
    const focused = await open.focus();
    await focused.navigate(href);
    return;
  }
  await self.clients.openWindow(href);
}

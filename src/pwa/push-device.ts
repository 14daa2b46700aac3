/**
 * This device's push notifications (docs/push.md): whether the browser can receive them, and
 * turning them on (on the user's click only: the browser asks its permission then) or off, in
 * the browser and on the server together.
 */
import { pushStatus } from '../contract/endpoints/push-status';
import { removePushSubscription } from '../contract/endpoints/remove-push-subscription';
import { savePushSubscription } from '../contract/endpoints/save-push-subscription';
import type { PushSubscriptionInput } from '../contract/api';
import { http } from '../lib/http';

/** `unsupported`: no service worker or no Push API (an iPhone's Safari outside the home screen). */
export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's worker registration, without waiting for one that may never come (development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function devicePushState(): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function bytesOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser's permission, subscribes this device with the server's key and gives the
 * subscription to the server. A refusal leaves the device off; a failure to tell the server
 * unsubscribes it again, so that the browser and the server agree.
 */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const worker = await navigator.serviceWorker.ready;
  const { publicKey } = await http.call(pushStatus);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  try {
    await http.call(savePushSubscription, {
      body: subscription.toJSON() as PushSubscriptionInput,
    });
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/**
 * Turns this device off: on the server while the session is still the user's (`tellServer`),
 * and always in the browser, whose push service then refuses (410) anything sent to it, so the
 * server forgets it at its next push (a device given to another user: docs/push.md).
 */
export async function turnOffDevicePush({ tellServer }: { tellServer: boolean }): Promise<void> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (!subscription) return;
  if (tellServer) {
    await http
      .call(removePushSubscription, { body: { endpoint: subscription.endpoint } })
      .catch(() => undefined);
  }
  await subscription.unsubscribe();
}

/**
 * What the server's push job sends a device (server/services/push/notifier.ts) and its service
 * worker shows (sw/push.ts): encrypted for the device, never seen by the push service.
 */
export interface PushPayload {
  /** The user it is for: the worker drops it when the device's user is someone else now. */
  user: number;
  title: string;
  body: string;
  /** The app's page a click opens (a path of the app's own origin). */
  url: string;
  /** The user's count of new items, for the app icon's badge. */
  badge: number;
}

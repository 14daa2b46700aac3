/**
 * Sends one encrypted push message (RFC 8030, payload encrypted per RFC 8291, signed per RFC 8292)
 * with `web-push`: the library builds the request, the server's own HTTP client sends it, so that
 * the allow-list is checked on the very address posted to and a slow push service is cut off.
 */
import webpush from 'web-push';
import { isAllowedPushEndpoint, type PushServicePolicy } from './push-services.js';
import type { VapidKeys } from './vapid.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSettings {
  vapid: VapidKeys;
  /** `mailto:` or `https:` contact the push services may reach (VAPID_SUBJECT). */
  subject: string;
  policy: PushServicePolicy;
}

/** What became of a push: delivered to the push service, gone for good (404, 410), or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A push service slower than this is given up on; the next run tries again later. */
const SEND_TIMEOUT_MS = 10_000;
/** A notification about new content is worth little after half a day. */
const TIME_TO_LIVE_S = 12 * 60 * 60;

export async function sendPush(
  target: PushTarget,
  payload: unknown,
  settings: PushSettings,
): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint, settings.policy)) return 'gone';
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: {
        subject: settings.subject,
        publicKey: settings.vapid.publicKey,
        privateKey: settings.vapid.privateKey,
      },
      TTL: TIME_TO_LIVE_S,
      urgency: 'normal',
      // One waiting message per device: a newer one replaces it at the push service.
      topic: 'nouveautes',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

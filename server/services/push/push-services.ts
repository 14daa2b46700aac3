/**
 * Which push services the server sends to (docs/push.md, "Only real push services"). A
 * subscription's endpoint is user input: the server would otherwise post to any address a client
 * made up, its own network included. Only `https` endpoints of the known push services are
 * accepted; a loopback push service only where PUSH_ALLOW_LOOPBACK is set, which production
 * refuses (server/config.ts).
 */

/** The hosts of the browsers' push services; a host matches itself and its sub-domains. */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
] as const;

export interface PushServicePolicy {
  /** Host names (and their sub-domains) of the accepted push services. */
  hosts: readonly string[];
  /** Also `http://127.0.0.1` and `http://localhost`, for tests and the demo only. */
  allowLoopback: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when the server may post to `endpoint` under `policy`. */
export function isAllowedPushEndpoint(endpoint: string, policy: PushServicePolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:';
  }
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return policy.hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

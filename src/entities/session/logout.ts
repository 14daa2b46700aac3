/**
 * The logout's calls. A module of their own, loaded at the click (src/app/navigation/
 * LogoutButton.tsx): the header's button is on every first screen, its action is not
 * (docs/performance.md). The service worker keeps it for offline use like every file.
 */
import type { QueryClient } from '@tanstack/react-query';
import { logout as logoutEndpoint } from '../../contract/endpoints/logout';
import { http } from '../../lib/http';
import { sessionQueryOptions } from './api';

/** Ends the session on the server and forgets everything about it on this device. */
export async function logout(queryClient: QueryClient): Promise<void> {
  // First, while the session is still the user's: a shared device stops receiving their
  // notifications (docs/push.md, "Shared devices").
  await turnOffDevicePushSoon();
  await http.call(logoutEndpoint);
  queryClient.clear();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}

/** How long a logout waits for the device's notifications to be turned off (offline: not long). */
const PUSH_OFF_TIMEOUT_MS = 3000;

async function turnOffDevicePushSoon(): Promise<void> {
  // Loaded here: the first screens do without it.
  const off = import('../../pwa/push-device')
    .then(({ turnOffDevicePush }) => turnOffDevicePush({ tellServer: true }))
    .catch(() => undefined);
  await Promise.race([off, new Promise((resolve) => setTimeout(resolve, PUSH_OFF_TIMEOUT_MS))]);
}

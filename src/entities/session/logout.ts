/**
 * The logout's calls. A module of their own, loaded at the click (src/app/navigation/
 * LogoutButton.tsx): the header's button is on every first screen, its action is not
 * (docs/performance.md). The service worker keeps it for offline use like every file.
 */
import type { QueryClient } from '@tanstack/react-query';
import { logout as logoutEndpoint } from '../../contract/endpoints/logout';
import { sendQueuedChanges } from '../../lib/change-queue';
import { http } from '../../lib/http';
import { sessionQueryOptions } from './api';

/** Ends the session on the server and forgets everything about it on this device. */
export async function logout(queryClient: QueryClient): Promise<void> {
  // First, while the session is still the user's: a shared device stops receiving their
  // notifications (docs/push.md, "Shared devices"), and what waits on it for them goes (the
  // usage events gathering: docs/offline.md); what cannot go is dropped with their data.
  await Promise.all([turnOffDevicePushSoon(), soon(sendQueuedChanges({ gather: false }))]);
  await http.call(logoutEndpoint);
  queryClient.clear();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}

/** How long a logout waits for what it does first (offline: not long). */
const BEFORE_LOGOUT_TIMEOUT_MS = 3000;

async function soon(task: Promise<unknown>): Promise<void> {
  await Promise.race([
    task.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, BEFORE_LOGOUT_TIMEOUT_MS)),
  ]);
}

async function turnOffDevicePushSoon(): Promise<void> {
  // Loaded here: the first screens do without it.
  await soon(
    import('../../pwa/push-device').then(({ turnOffDevicePush }) =>
      turnOffDevicePush({ tellServer: true }),
    ),
  );
}

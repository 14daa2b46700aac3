import type { QueryClient } from '@tanstack/react-query';
import { setAuthFailureHandler } from '../lib/http';
import { sessionQueryOptions } from '../entities/session/api';
import { forgetEndedSession } from '../features/offline/offline-data';
import type { createAppRouter } from './router';

/**
 * What the HTTP client's refusals do (src/lib/auth-failure.ts), set before the first request:
 * a 401 seen online means the server ended the session (docs/http-contract.md, "Lifetime"), so
 * the user's content leaves the device, their queued changes aside (docs/offline.md); any 401 or
 * 403 ends the session on this device and sends the user to the login page, remembering where
 * they were.
 */
export function handleSessionExpiry(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  setAuthFailureHandler(({ sessionEnded, toLogin }) => {
    if (sessionEnded) {
      void forgetEndedSession(queryClient).catch((error: unknown) => console.error(error));
    }
    if (!toLogin) return;
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
}

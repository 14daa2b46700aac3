import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/http';
import { sessionQueryOptions } from '../entities/session/api';
import type { createAppRouter } from './router';

/**
 * Any 401 or 403 from the server ends the session on this device and sends the user to the
 * login page, remembering where they were (a session the server no longer knows is over; see
 * docs/http-contract.md, "Lifetime").
 */
export function handleSessionExpiry(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  setUnauthorizedHandler(() => {
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
}

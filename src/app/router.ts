import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache owns freshness; the router must not keep its own stale copies.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code of the page the app opens on, while the stored data is restored
 * and the session checked: the page's chunks then arrive with the session instead of after it.
 */
export function preloadOpeningPageCode(router: AppRouter): void {
  const routes = new Map<string, AnyRoute>(
    Object.values(router.routesById).map((route: AnyRoute) => [route.id, route]),
  );
  for (const { routeId } of router.matchRoutes(router.state.location)) {
    const route = routes.get(routeId);
    // A failure here is not the user's concern: the router loads the chunk again and reports it.
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';

/** What the build changes in the router that renders a page to HTML (src/app/prerender.tsx). */
export interface PrerenderRouterOptions {
  history: RouterHistory;
  isServer: false;
  origin: string;
  scrollRestoration: false;
}
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../contract/api';
import type { PageIntro } from '../components/content/PageIntro';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The app's router; the build's, for a page it renders to HTML, is told `prerender`. The browser
 * passes the history it made a task earlier (src/main.tsx); without one, the router makes it.
 */
export function createAppRouter(
  queryClient: QueryClient,
  options?: PrerenderRouterOptions | { history: RouterHistory },
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache owns freshness; the router must not keep its own stale copies.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    ...options,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The routes of the page the app opens on, from the root down. */
function openingRoutes(router: AppRouter): AnyRoute[] {
  const routes = new Map<string, AnyRoute>(
    Object.values(router.routesById).map((route: AnyRoute) => [route.id, route]),
  );
  return router.matchRoutes(router.state.location).flatMap(({ routeId }) => {
    const route = routes.get(routeId);
    return route ? [route] : [];
  });
}

/**
 * Starts downloading the code of the page the app opens on, while the stored data is restored
 * and the session checked: the page's chunks then arrive with the session instead of after it.
 */
export function preloadOpeningPageCode(router: AppRouter): void {
  for (const route of openingRoutes(router)) {
    // A failure here is not the user's concern: the router loads the chunk again and reports it.
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

/**
 * The title and lead of the page the app opens on, if its route declares them and the role the
 * session acts as (when known) may open it: a page about to send its visitor elsewhere shows
 * nothing of itself.
 */
export function openingPageIntro(router: AppRouter, role: Role | null): PageIntro | null {
  const routes = openingRoutes(router);
  const forbidden = routes.some(({ options: { staticData } }) =>
    Boolean(role && staticData?.roles && !staticData.roles.includes(role)),
  );
  if (forbidden) return null;
  const intros = routes.map((route) => route.options.staticData?.intro);
  return intros.findLast((intro) => intro !== undefined) ?? null;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** A page whose title and lead are known before its data: the opening screen shows them. */
    intro?: PageIntro;
    /** The roles a guarded route lets in (its guard checks them against the session). */
    roles?: readonly Role[];
  }
}

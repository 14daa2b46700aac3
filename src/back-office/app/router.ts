import { createRoute, createRouter, redirect, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { sectionRoutes } from '../sections';
import { HOME_SECTION } from '../sections/nav';
import { PageError } from './errors';
import { rootRoute } from './root-route';

/** /bo opens the first section. */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: HOME_SECTION, replace: true });
  },
});

const routeTree = rootRoute.addChildren([homeRoute, ...sectionRoutes]);

/** `history` for tests (a memory history); the browser's address otherwise. */
export function createBoRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    basepath: '/bo',
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache owns freshness; the router keeps no stale copies of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: PageError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createBoRouter>;
  }
}

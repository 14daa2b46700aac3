/**
 * The root of the back office's routes: the frame (./Layout.tsx) around every page, opened once
 * the session is known. The sections' routes hang below it (../sections/index.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { Layout } from './Layout';
import { NotFoundPage, RootError } from './errors';
import { sessionQueryOptions } from './session';

export interface BoRouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<BoRouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueryOptions),
  component: Layout,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
});

/** The « Sécurité » section's page (docs/back-office/second-factor.md). */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { secondFactorQueryOptions } from './api';
import { SecurityPage } from './SecurityPage';

export const securityRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/security',
    loader: ({ context }) => context.queryClient.ensureQueryData(secondFactorQueryOptions),
    component: SecurityPage,
  }),
];

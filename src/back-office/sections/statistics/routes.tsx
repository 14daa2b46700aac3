/** The « Statistiques » section's page (docs/back-office/statistics.md); its period is in the address. */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { StatisticsPage } from './StatisticsPage';

export const statisticsRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/statistics',
    validateSearch: (search: Record<string, unknown>): { from?: string; to?: string } => ({
      ...(typeof search.from === 'string' ? { from: search.from } : {}),
      ...(typeof search.to === 'string' ? { to: search.to } : {}),
    }),
    component: StatisticsPage,
  }),
];

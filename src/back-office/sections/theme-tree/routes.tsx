/**
 * The « Thèmes » section's page (docs/back-office/theme-tree.md): the whole tree, loaded before
 * the page shows.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { themeTreeQueryOptions } from './api';
import { ThemeTreePage } from './ThemeTreePage';

export const themeTreeRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/theme-tree',
    loader: ({ context }) => context.queryClient.ensureQueryData(themeTreeQueryOptions),
    component: ThemeTreePage,
  }),
];

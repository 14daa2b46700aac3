/** The « Journal » section's page (docs/back-office/audit.md). */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { JournalPage } from './JournalPage';

export const auditRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/journal',
    component: JournalPage,
  }),
];

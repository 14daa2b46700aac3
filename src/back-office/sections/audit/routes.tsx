/** The « Journal » section's page (docs/back-office/audit.md). */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { AuditPage } from './AuditPage';

export const auditRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/audit',
    component: AuditPage,
  }),
];

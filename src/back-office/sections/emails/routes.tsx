/** The « Courriels envoyés » section's page (docs/back-office/emails.md). */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { EmailsPage } from './EmailsPage';

export const emailsRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/emails',
    component: EmailsPage,
  }),
];

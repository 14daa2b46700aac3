import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../../app/guards';
import { SAVING_ROLES } from '../../entities/session/roles';
import { NotificationsPage } from '../../features/notifications/NotificationsPage';

/** Notifications announce the saving lists' content: for the roles that read them (docs/push.md). */
export const Route = createFileRoute('/my-space/notifications')({
  staticData: { roles: SAVING_ROLES },
  beforeLoad: ({ context, location }) => requireRoles(context, location, SAVING_ROLES),
  head: () => ({ meta: [{ title: 'Notifications — Avantages Pro' }] }),
  component: NotificationsPage,
});

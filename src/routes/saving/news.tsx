import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../../app/guards';
import { NEWS_ROLES } from '../../entities/session/roles';

/** News are for pro and agency only: anyone else (network) is sent to their own home. */
export const Route = createFileRoute('/saving/news')({
  staticData: { roles: NEWS_ROLES },
  beforeLoad: ({ context, location }) => requireRoles(context, location, NEWS_ROLES),
});

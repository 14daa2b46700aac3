import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../features/profile/api';
import { ProfilePage } from '../../features/profile/ProfilePage';

export const Route = createFileRoute('/my-space/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions),
  head: () => ({ meta: [{ title: 'Mon profil — Avantages Pro' }] }),
  component: ProfilePage,
});

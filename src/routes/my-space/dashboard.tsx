import { createFileRoute } from '@tanstack/react-router';
import { progressQueryOptions } from '../../features/progress/api';
import { Dashboard } from '../../features/dashboard/Dashboard';

export const Route = createFileRoute('/my-space/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(progressQueryOptions),
  head: () => ({ meta: [{ title: 'Tableau de bord — Avantages Pro' }] }),
  component: Dashboard,
});

import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage } from '../../features/preferences/PreferencesPage';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';

export const Route = createFileRoute('/my-space/preferences')({
  loader: ({ context }) => context.queryClient.ensureQueryData(themeTreeQueryOptions),
  head: () => ({ meta: [{ title: 'Mes centres d’intérêt — Avantages Pro' }] }),
  component: PreferencesPage,
});

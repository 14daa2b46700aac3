import { createFileRoute } from '@tanstack/react-router';
import { newsSection } from '../../contract/sections/news';
import { sectionCountsQueryOptions } from '../../entities/counts/api';
import { Dashboard } from '../../features/dashboard/Dashboard';
import {
  fidelityLinkQueryOptions,
  LAST_NEWS_COUNT,
  LAST_OFFERS_COUNT,
  lastNewsQueryOptions,
  lastOffersQueryOptions,
} from '../../features/dashboard/api';
import { progressQueryOptions } from '../../entities/progress/api';

export const Route = createFileRoute('/my-space/dashboard')({
  loader: async ({ context: { queryClient, effectiveUser } }) => {
    const role = effectiveUser.roleId;
    // An admin on its own sees none of the customers' content: the server would refuse it.
    if (role === 'ADMIN') return;
    // The cards below the fold load on their own; the page waits only for its first figures.
    void queryClient.prefetchQuery(lastOffersQueryOptions(LAST_OFFERS_COUNT));
    if (newsSection.roles.includes(role))
      void queryClient.prefetchQuery(lastNewsQueryOptions(LAST_NEWS_COUNT));
    void queryClient.prefetchQuery(fidelityLinkQueryOptions);
    await Promise.all([
      queryClient.ensureQueryData(progressQueryOptions),
      queryClient.ensureQueryData(sectionCountsQueryOptions(role)),
    ]);
  },
  head: () => ({ meta: [{ title: 'Tableau de bord — Avantages Pro' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  const { effectiveUser } = Route.useRouteContext();
  return <Dashboard viewer={effectiveUser} />;
}

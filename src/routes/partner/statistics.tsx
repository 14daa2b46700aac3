import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { periodOf } from '../../components/statistics/periods';
import { PartnerStatistics, type ItemChoice } from '../../features/partner/PartnerStatistics';

interface StatisticsSearch {
  from?: string;
  to?: string;
  item?: ItemChoice;
}

export const Route = createFileRoute('/partner/statistics')({
  validateSearch: (search: Record<string, unknown>): StatisticsSearch => ({
    ...(typeof search.from === 'string' ? { from: search.from } : {}),
    ...(typeof search.to === 'string' ? { to: search.to } : {}),
    ...(typeof search.item === 'string' && /^(offer|service)-\d+$/.test(search.item)
      ? { item: search.item as ItemChoice }
      : {}),
  }),
  head: () => ({ meta: [{ title: 'Statistiques — Espace partenaire — Avantages Pro' }] }),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PartnerStatistics
      period={periodOf(search)}
      item={search.item}
      onChange={(period, item) =>
        void navigate({
          to: '/partner/statistics',
          search: { ...period, ...(item ? { item } : {}) },
        })
      }
    />
  );
}

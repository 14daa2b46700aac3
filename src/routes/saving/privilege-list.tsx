import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CardSkeletons, LoadError } from '../../components/content';
import { DEFAULT_LABELS } from '../../features/navigation/menu-entries';
import { privilegeOffersQueryOptions } from '../../features/offers/api';
import { OfferBrowser } from '../../features/offers/components/OfferBrowser';
import { readSearchQuery } from '../../features/offers/search-param';

export const Route = createFileRoute('/saving/privilege-list')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: readSearchQuery(search.q),
  }),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(privilegeOffersQueryOptions);
  },
  head: () => ({ meta: [{ title: `${DEFAULT_LABELS.promotions} — Avantages Pro` }] }),
  pendingMs: 200,
  pendingComponent: PromotionsPending,
  errorComponent: () => <LoadError message="Les promotions n’ont pas pu être chargées." />,
  component: PromotionsPage,
});

function PromotionsHeader() {
  return (
    <header className="content-page__header">
      <h1>{DEFAULT_LABELS.promotions}</h1>
      <p className="content-page__lead">
        Les promotions du moment, réservées aux clients de votre réseau.
      </p>
    </header>
  );
}

function PromotionsPending() {
  return (
    <div className="content-page">
      <PromotionsHeader />
      <CardSkeletons label="Chargement des promotions…" />
    </div>
  );
}

function PromotionsPage() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: promotions } = useSuspenseQuery(privilegeOffersQueryOptions);
  return (
    <div className="content-page">
      <PromotionsHeader />
      <OfferBrowser
        offers={promotions}
        section="promotions"
        query={q}
        onQueryChange={(value) =>
          void navigate({
            search: (previous) => ({ ...previous, q: value.trim() === '' ? undefined : value }),
            replace: true,
          })
        }
        noun={['promotion', 'promotions']}
        searchLabel="Rechercher une promotion"
      />
    </div>
  );
}

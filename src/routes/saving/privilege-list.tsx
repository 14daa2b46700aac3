import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/content';
import {
  ListPagePending,
  PageIntroHeader,
  type PageIntro,
} from '../../components/content/PageIntro';
import { promotionsSavingSection } from '../../entities/sections/offers';
import { privilegeOffersQueryOptions } from '../../entities/offers/api';
import { ensureSeenMarks } from '../../entities/seen-marks/query';
import { OfferBrowser } from '../../features/offers/components/OfferBrowser';
import { readSearchQuery } from '../../features/offers/search-param';

const PROMOTIONS_INTRO: PageIntro = {
  title: promotionsSavingSection.label,
  lead: 'Les promotions du moment, réservées aux clients de votre réseau.',
};

export const Route = createFileRoute('/saving/privilege-list')({
  staticData: { intro: PROMOTIONS_INTRO },
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: readSearchQuery(search.q),
  }),
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(privilegeOffersQueryOptions),
      ensureSeenMarks(context.queryClient),
    ]);
  },
  head: () => ({ meta: [{ title: `${promotionsSavingSection.label} — Avantages Pro` }] }),
  pendingMs: 200,
  pendingComponent: () => (
    <ListPagePending intro={PROMOTIONS_INTRO} label="Chargement des promotions…" />
  ),
  errorComponent: () => <LoadError message="Les promotions n’ont pas pu être chargées." />,
  component: PromotionsPage,
});

function PromotionsPage() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: promotions } = useSuspenseQuery(privilegeOffersQueryOptions);
  return (
    <div className="content-page">
      <PageIntroHeader intro={PROMOTIONS_INTRO} />
      <OfferBrowser
        offers={promotions}
        section={promotionsSavingSection.seenMarks}
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

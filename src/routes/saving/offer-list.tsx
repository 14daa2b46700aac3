import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
// Straight from their modules, not the content barrel: the detail pages' parts stay out of the
// start page's code.
import { LoadError } from '../../components/content/LoadError';
import {
  ListPagePending,
  PageIntroHeader,
  type PageIntro,
} from '../../components/content/PageIntro';
import { offersSavingSection } from '../../entities/sections/offers';
import { offersQueryOptions } from '../../entities/offers/api';
import { ensureSeenMarks } from '../../entities/seen-marks/query';
import { OfferBrowser } from '../../features/offers/components/OfferBrowser';
import { readSearchQuery } from '../../features/offers/search-param';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';
import {
  readSubThemesParam,
  type SubThemesParam,
} from '../../features/theme-filter/selection-param';
import {
  ThemeFilterDisclosure,
  ThemeFilterEmptyState,
  useThemeIndex,
} from '../../features/theme-filter/ThemeFilters';
import { useThemeSelection } from '../../features/theme-filter/use-theme-selection';

/** `?q=électricité&sub=12%2C14`: the search text and the checked sub-themes. */
function offerListSearch(search: Record<string, unknown>): { q?: string; sub?: SubThemesParam } {
  return { q: readSearchQuery(search.q), sub: readSubThemesParam(search.sub) };
}

const OFFERS_INTRO: PageIntro = {
  title: offersSavingSection.label,
  lead: 'Les offres et tarifs négociés pour votre entreprise, filtrés selon les thèmes qui vous intéressent.',
};

export const Route = createFileRoute('/saving/offer-list')({
  staticData: { intro: OFFERS_INTRO },
  validateSearch: offerListSearch,
  // The loader stays in the entry (only the page is split off): the offers start loading with the
  // page's code instead of after it, the app's most visited screen appears sooner.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent']],
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(offersQueryOptions),
      context.queryClient.ensureQueryData(themeTreeQueryOptions),
      ensureSeenMarks(context.queryClient),
    ]);
  },
  head: () => ({ meta: [{ title: `${offersSavingSection.label} — Avantages Pro` }] }),
  pendingMs: 200,
  pendingComponent: () => <ListPagePending intro={OFFERS_INTRO} label="Chargement des offres…" />,
  errorComponent: () => <LoadError message="Les offres n’ont pas pu être chargées." />,
  component: OfferListPage,
});

function OfferListPage() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: offers } = useSuspenseQuery(offersQueryOptions);
  const themes = useThemeIndex();
  const selection = useThemeSelection(themes);

  return (
    <div className="offer-page">
      <PageIntroHeader intro={OFFERS_INTRO} />
      <div className="offer-page__layout">
        <aside className="offer-page__filters" aria-label="Filtres des offres">
          <ThemeFilterDisclosure index={themes} />
        </aside>
        <OfferBrowser
          offers={offers}
          section={offersSavingSection.seenMarks}
          query={q}
          onQueryChange={(value) =>
            void navigate({
              search: (previous) => ({ ...previous, q: value.trim() === '' ? undefined : value }),
              replace: true,
            })
          }
          subThemes={selection.selected}
          subThemeNames={themes.subThemeNames}
          filterEmptyState={<ThemeFilterEmptyState index={themes} />}
          noun={['offre', 'offres']}
          searchLabel="Rechercher une offre"
        />
      </div>
    </div>
  );
}

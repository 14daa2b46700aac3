import { createFileRoute, Link } from '@tanstack/react-router';
import {
  DetailSkeleton,
  LoadError,
  loadOrNotFound,
  NotFoundMessage,
  parseId,
} from '../../components/content';
import { linkedSubThemesQueryOptions, offerQueryOptions } from '../../features/offers/api';
import { OfferDetail } from '../../features/offers/components/OfferDetail';

export const Route = createFileRoute('/saving/offer/$id')({
  params: {
    parse: ({ id }) => ({ id: parseId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, async (id) => {
      const [offer] = await Promise.all([
        context.queryClient.ensureQueryData(offerQueryOptions(id)),
        context.queryClient.ensureQueryData(linkedSubThemesQueryOptions(id)),
      ]);
      return { title: offer.title };
    }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Offre'} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <DetailSkeleton label="Chargement de l’offre…" />,
  errorComponent: () => <LoadError message="L’offre n’a pas pu être chargée." />,
  notFoundComponent: () => (
    <NotFoundMessage title="Cette offre est introuvable.">
      <Link to="/saving/offer-list" className="button button--primary">
        Voir toutes les offres
      </Link>
    </NotFoundMessage>
  ),
  component: OfferDetailPage,
});

function OfferDetailPage() {
  const { id } = Route.useParams();
  return id === null ? null : <OfferDetail id={id} section="offers" />;
}

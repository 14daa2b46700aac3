import { createFileRoute, Link } from '@tanstack/react-router';
import {
  DetailSkeleton,
  LoadError,
  loadOrNotFound,
  NotFoundMessage,
} from '../../components/content';
// Straight from its module: the route's eager part needs only this, not the content barrel.
import { idParams } from '../../components/content/not-found';
import { loadOfferDetail } from '../../features/offers/api';
import { OfferDetail } from '../../features/offers/components/OfferDetail';

export const Route = createFileRoute('/saving/offer/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, (id) => loadOfferDetail(context.queryClient, id)),
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

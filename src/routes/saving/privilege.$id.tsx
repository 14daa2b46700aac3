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

/** A promotion is a privilege offer: the same detail, reached from and back to the promotions. */
export const Route = createFileRoute('/saving/privilege/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, (id) => loadOfferDetail(context.queryClient, id)),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Promotion'} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <DetailSkeleton label="Chargement de la promotion…" />,
  errorComponent: () => <LoadError message="La promotion n’a pas pu être chargée." />,
  notFoundComponent: () => (
    <NotFoundMessage title="Cette promotion est introuvable.">
      <Link to="/saving/privilege-list" className="button button--primary">
        Voir toutes les promotions
      </Link>
    </NotFoundMessage>
  ),
  component: PromotionDetailPage,
});

function PromotionDetailPage() {
  const { id } = Route.useParams();
  return id === null ? null : <OfferDetail id={id} section="promotions" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { loadOrNotFound } from '../../components/content';
// Straight from its module: the route's eager part needs only this, not the content barrel.
import { idParams } from '../../components/content/not-found';
import { loadOfferDetail } from '../../features/offers/api';
import {
  OfferDetail,
  OfferDetailError,
  OfferDetailNotFound,
  OfferDetailPending,
} from '../../features/offers/components/OfferDetail';

export const Route = createFileRoute('/saving/offer/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, (id) => loadOfferDetail(context.queryClient, id)),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Offre'} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <OfferDetailPending section="offers" />,
  errorComponent: () => <OfferDetailError section="offers" />,
  notFoundComponent: () => <OfferDetailNotFound section="offers" />,
  component: OfferDetailPage,
});

function OfferDetailPage() {
  const { id } = Route.useParams();
  return id === null ? null : <OfferDetail id={id} section="offers" />;
}

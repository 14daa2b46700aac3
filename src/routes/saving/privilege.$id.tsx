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

/** A promotion is a privilege offer: the same detail, reached from and back to the promotions. */
export const Route = createFileRoute('/saving/privilege/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, (id) => loadOfferDetail(context.queryClient, id)),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Promotion'} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <OfferDetailPending section="promotions" />,
  errorComponent: () => <OfferDetailError section="promotions" />,
  notFoundComponent: () => <OfferDetailNotFound section="promotions" />,
  component: PromotionDetailPage,
});

function PromotionDetailPage() {
  const { id } = Route.useParams();
  return id === null ? null : <OfferDetail id={id} section="promotions" />;
}

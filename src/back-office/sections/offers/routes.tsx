/**
 * The « Offres » section's pages (docs/back-office/offers.md): the list, a new offer, and an
 * offer's page (its fields, logo, price list and deletion).
 */
import { createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { offerQueryOptions, offerThemeTreeQueryOptions } from './api';
import { OfferListPage } from './OfferListPage';
import { NewOfferPage, OfferPage } from './OfferPages';

const offerIdOf = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers',
  component: OfferListPage,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers/new',
  loader: ({ context }) => context.queryClient.ensureQueryData(offerThemeTreeQueryOptions),
  component: NewOfferPage,
});

const offerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers/$offerId',
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(offerQueryOptions(offerIdOf(params.offerId))),
      context.queryClient.ensureQueryData(offerThemeTreeQueryOptions),
    ]),
  component: function OfferRoute() {
    const { offerId } = offerRoute.useParams();
    return <OfferPage offerId={offerIdOf(offerId)} />;
  },
});

export const offersRoutes = [listRoute, newRoute, offerRoute];

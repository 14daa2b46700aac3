/**
 * The « Partenaires » section's pages (docs/back-office/partners.md): the list, a new partner, and
 * a partner's page (its fields, logo and users).
 */
import { createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { partnerQueryOptions } from './api';
import { NewPartnerPage, PartnerPage } from './PartnerPages';
import { PartnersListPage } from './PartnersListPage';

const partnerIdOf = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
};

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners',
  component: PartnersListPage,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/new',
  component: NewPartnerPage,
});

const partnerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partners/$partnerId',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(partnerQueryOptions(partnerIdOf(params.partnerId))),
  component: function PartnerRoute() {
    const { partnerId } = partnerRoute.useParams();
    return <PartnerPage partnerId={partnerIdOf(partnerId)} />;
  },
});

export const partnersRoutes = [listRoute, newRoute, partnerRoute];

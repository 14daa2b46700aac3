/**
 * The « Services » section's pages (docs/back-office/services.md): the list, a new service, and
 * a service's page (its fields, logo and deletion).
 */
import { createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { serviceQueryOptions } from './api';
import { ServiceListPage } from './ServiceListPage';
import { NewServicePage, ServicePage } from './ServicePages';

const serviceIdOf = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  component: ServiceListPage,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/new',
  component: NewServicePage,
});

const serviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/$serviceId',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(serviceQueryOptions(serviceIdOf(params.serviceId))),
  component: function ServiceRoute() {
    const { serviceId } = serviceRoute.useParams();
    return <ServicePage serviceId={serviceIdOf(serviceId)} />;
  },
});

export const servicesRoutes = [listRoute, newRoute, serviceRoute];

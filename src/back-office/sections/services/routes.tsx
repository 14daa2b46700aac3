/**
 * The « Services » section's pages (docs/back-office/services.md): the list, a new service, and a
 * service's page (its fields, logo and deletion), all from the section's declaration.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import {
  ContentItemPage,
  NewContentItemPage,
} from '../../components/content-section/ContentItemPages';
import { ContentListPage } from '../../components/content-section/ContentListPage';
import { contentIdOf } from '../../components/content-section/item-id';
import { servicesSection } from './section';

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  component: () => <ContentListPage section={servicesSection} />,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/new',
  component: () => <NewContentItemPage section={servicesSection} />,
});

const itemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services/$id',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      servicesSection.api.itemQueryOptions(contentIdOf(params.id)),
    ),
  component: function ServiceRoute() {
    const { id } = itemRoute.useParams();
    return <ContentItemPage section={servicesSection} id={contentIdOf(id)} />;
  },
});

export const servicesRoutes = [listRoute, newRoute, itemRoute];

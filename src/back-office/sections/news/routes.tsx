/**
 * The « Actualités » section's pages (docs/back-office/news.md): the list, a new item, and an
 * item's page (its fields, image and deletion), all from the section's declaration.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import {
  ContentItemPage,
  NewContentItemPage,
} from '../../components/content-section/ContentItemPages';
import { ContentListPage } from '../../components/content-section/ContentListPage';
import { contentIdOf } from '../../components/content-section/item-id';
import { newsSection } from './section';

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  component: () => <ContentListPage section={newsSection} />,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/new',
  component: () => <NewContentItemPage section={newsSection} />,
});

const itemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/$id',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(newsSection.api.itemQueryOptions(contentIdOf(params.id))),
  component: function NewsItemRoute() {
    const { id } = itemRoute.useParams();
    return <ContentItemPage section={newsSection} id={contentIdOf(id)} />;
  },
});

export const newsRoutes = [listRoute, newRoute, itemRoute];

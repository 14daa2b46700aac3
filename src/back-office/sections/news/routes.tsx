/**
 * The « Actualités » section's pages (docs/back-office/news.md): the list, a new item, and an
 * item's page (its fields, image and deletion).
 */
import { createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { newsQueryOptions } from './api';
import { NewsListPage } from './NewsListPage';
import { NewNewsPage, NewsPage } from './NewsPages';

const newsIdOf = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news',
  component: NewsListPage,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/new',
  component: NewNewsPage,
});

const itemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/news/$newsId',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(newsQueryOptions(newsIdOf(params.newsId))),
  component: function NewsRoute() {
    const { newsId } = itemRoute.useParams();
    return <NewsPage newsId={newsIdOf(newsId)} />;
  },
});

export const newsRoutes = [listRoute, newRoute, itemRoute];

/**
 * A content section's three pages (list, new item, item), mounted below the frame from its
 * declaration: a section's routes file is one line.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { ContentItemPage, NewContentItemPage } from './ContentItemPages';
import { ContentListPage } from './ContentListPage';
import type { ContentSection } from './define';
import type { ContentInput } from './ContentForm';
import type { ContentDetail, ContentListItem, ContentSectionPath } from './definition';
import { itemIdOf } from '../item-id';

export function contentSectionRoutes<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
  Path extends ContentSectionPath,
>(
  // The path's literal type names the routes for the router's types.
  section: ContentSection<Item, Detail, Input, Filter> & { path: Path },
) {
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: section.path,
    component: () => <ContentListPage section={section} />,
  });
  const newRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: `${section.path}/new` as `${Path}/new`,
    loader: ({ context }) => section.preload?.(context.queryClient),
    component: () => <NewContentItemPage section={section} />,
  });
  const itemRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: `${section.path}/$id` as `${Path}/$id`,
    loader: ({ context, params }) =>
      Promise.all([
        context.queryClient.ensureQueryData(
          section.api.itemQueryOptions(itemIdOf((params as { id: string }).id)),
        ),
        section.preload?.(context.queryClient),
      ]),
    component: function ContentItemRoute() {
      const { id } = itemRoute.useParams() as { id: string };
      return <ContentItemPage section={section} id={itemIdOf(id)} />;
    },
  });
  return [listRoute, newRoute, itemRoute] as const;
}

/**
 * The parts of an article section's item route that the router loads with the page's code, named
 * as its plugin names a route file's split parts (src/app/article-routes.tsx): the section is
 * the one the route's static data names.
 */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, type AnyRoute, type AnyRouteMatch } from '@tanstack/react-router';
import {
  DetailSkeleton,
  LoadError,
  loadOrNotFound,
  NotFoundMessage,
} from '../../components/content';
import { articleQueries } from '../../entities/articles/queries';
import { ArticleDetail } from './ArticleDetail';
import { articleSectionOf, useArticleSection } from './section';
import { articleTexts } from './texts';

/** The item of the URL, or the route's "not found" screen; its title names the page. */
export function loader({
  context,
  params,
  route,
}: {
  context: { queryClient: QueryClient };
  params: { id: number | null };
  route: AnyRoute;
}): Promise<{ title: string }> {
  const section = articleSectionOf(route.options.staticData ?? {});
  return loadOrNotFound(params.id, async (id) => {
    const article = await context.queryClient.ensureQueryData(articleQueries(section).item(id));
    return { title: article.title };
  });
}

export async function head({
  match,
  loaderData,
}: {
  match: AnyRouteMatch;
  loaderData?: { title: string };
}) {
  return {
    meta: [
      { title: articleTexts(articleSectionOf(match.staticData)).itemTitle(loaderData?.title) },
    ],
  };
}

function ArticleDetailPending(): ReactElement {
  return <DetailSkeleton label={articleTexts(useArticleSection()).loadingItem} />;
}

function ArticleDetailError(): ReactElement {
  return <LoadError message={articleTexts(useArticleSection()).itemFailed} />;
}

function ArticleNotFound(): ReactElement {
  const section = useArticleSection();
  const texts = articleTexts(section);
  return (
    <NotFoundMessage title={texts.notFound}>
      <Link to={section.page} className="button button--primary">
        {texts.seeAll}
      </Link>
    </NotFoundMessage>
  );
}

/** The page of the item whose id the URL holds (`${section.page}/$id`). */
function ArticleDetailPage(): ReactElement | null {
  const section = useArticleSection();
  // Every `$id` route parses its id to a number, or null when it is none.
  const { id } = useParams({ strict: false });
  return typeof id === 'number' ? <ArticleDetail section={section} id={id} /> : null;
}

// The router's names for them, as its plugin exports a route file's split components.
export {
  ArticleDetailPending as pendingComponent,
  ArticleDetailError as errorComponent,
  ArticleNotFound as notFoundComponent,
  ArticleDetailPage as component,
};

/**
 * The parts of an article section's list route that the router loads with the page's code, named
 * as its plugin names a route file's split parts (src/app/article-routes.tsx): the section is
 * the one the route's static data names.
 */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute, AnyRouteMatch } from '@tanstack/react-router';
import { LoadError } from '../../components/content/LoadError';
import { ListPagePending } from '../../components/content/PageIntro';
import { articleQueries } from '../../entities/articles/queries';
import { ArticleList } from './ArticleList';
import { articleIntro, articleSectionOf, useArticleSection } from './section';
import { articleTexts } from './texts';

export async function loader({
  context,
  route,
}: {
  context: { queryClient: QueryClient };
  route: AnyRoute;
}): Promise<void> {
  const section = articleSectionOf(route.options.staticData ?? {});
  await context.queryClient.ensureQueryData(articleQueries(section).list);
}

export async function head({ match }: { match: AnyRouteMatch }) {
  return { meta: [{ title: articleTexts(articleSectionOf(match.staticData)).listTitle }] };
}

function ArticleListPending(): ReactElement {
  const section = useArticleSection();
  return (
    <ListPagePending intro={articleIntro(section)} label={articleTexts(section).loadingList} />
  );
}

function ArticleListError(): ReactElement {
  return <LoadError message={articleTexts(useArticleSection()).listFailed} />;
}

function ArticleListPage(): ReactElement {
  return <ArticleList section={useArticleSection()} />;
}

// The router's names for them, as its plugin exports a route file's split components.
export {
  ArticleListPending as pendingComponent,
  ArticleListError as errorComponent,
  ArticleListPage as component,
};

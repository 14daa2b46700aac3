/**
 * The news of the user's network: the list and each article. Read by the news pages, the dashboard
 * (the newest news, under the same keys) and the offline plan.
 */
import { queryOptions } from '@tanstack/react-query';
import { news } from '../../contract/endpoints/news';
import { newsList } from '../../contract/endpoints/news-list';
import { http } from '../../lib/http';
import { newsKeys } from './keys';

/** The news of the user's network, newest first (pro and agency only). */
export const fetchNewsList = async () =>
  (await http.call(newsList)).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
export const fetchNews = (id: number) => http.call(news, { params: { id } });

export { newsKeys };

export const newsListQueryOptions = queryOptions({
  queryKey: newsKeys.list(),
  queryFn: fetchNewsList,
});

export const newsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: () => fetchNews(id),
  });

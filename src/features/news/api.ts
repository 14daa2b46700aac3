import { queryOptions, useQuery } from '@tanstack/react-query';
import type { News, NewsList } from '../../contract/api';
import { http } from '../../lib/http';

/** The news of the user's network, newest first (pro and agency only). */
export const fetchNewsList = async () =>
  (await http.get<NewsList>('/fo/news/')).sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  );
export const fetchNews = (id: number) => http.get<News>(`/fo/news/${id}`);

export const newsListQueryOptions = queryOptions({
  queryKey: ['news', 'list'] as const,
  queryFn: fetchNewsList,
});

export const newsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['news', 'detail', id] as const,
    queryFn: () => fetchNews(id),
  });

export const useNewsList = () => useQuery(newsListQueryOptions);
export const useNews = (id: number) => useQuery(newsQueryOptions(id));

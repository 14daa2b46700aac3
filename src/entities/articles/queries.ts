/**
 * The queries of an article section, built from its definition: its list, each item, its newest
 * items. Read by its pages, the dashboard (the newest news) and the offline plan, under the
 * section's keys (./keys.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleSection } from '../../contract/sections/article-section';
import { articleEndpoints } from '../../contract/sections/article-endpoints';
import { http } from '../../lib/http';
import { articleKeys } from './keys';

export function articleQueries<const Name extends string>(
  section: Pick<ArticleSection<Name>, 'name' | 'api'>,
) {
  const endpoints = articleEndpoints(section);
  const keys = articleKeys(section);
  return {
    keys,
    /** Newest first, whatever order the server answers in. */
    list: queryOptions({
      queryKey: keys.list(),
      queryFn: async () =>
        (await http.call(endpoints.list)).sort((a, b) =>
          b.publishedAt.localeCompare(a.publishedAt),
        ),
    }),
    item: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: () => http.call(endpoints.item, { params: { id } }),
      }),
    last: (n: number) =>
      queryOptions({
        queryKey: keys.last(n),
        queryFn: () => http.call(endpoints.last, { params: { n } }),
      }),
  };
}

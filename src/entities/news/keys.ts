/**
 * The news' query keys, all under `newsKeys.all`. Apart from the queries (./api.ts): the news
 * section's declaration reads them in the first screen's code, which has no room for the queries.
 */
export const newsKeys = {
  all: ['news'] as const,
  list: () => ['news', 'list'] as const,
  detail: (id: number) => ['news', 'detail', id] as const,
  /** The `n` newest news (the dashboard's own call). */
  last: (n: number) => ['news', 'last', n] as const,
};

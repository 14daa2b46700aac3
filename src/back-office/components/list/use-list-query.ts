/**
 * A list screen's state in the address (docs/back-office/README.md, « Listes »): `query`, `page`,
 * `pageSize`, `sort`, `order` and the screen's own filters are search params of the URL, so a
 * list can be bookmarked, reloaded and reached back with the browser's history as it was left.
 * `useListQuery` reads that state, asks the server for the page it names (`ListQuery` of
 * src/contract/back-office/schemas/common.ts) and keeps the previous page on screen meanwhile.
 */
import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';

export const DEFAULT_PAGE_SIZE = 20;

export type SortOrder = 'asc' | 'desc';

/** One page of a list, as every list endpoint answers it (`pageOf(item)`). */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the server is asked for: `ListQuery` and the screen's filters, unset ones left out. */
export type ListApiQuery<Filter extends string> = {
  query?: string;
  page: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
} & Partial<Record<Filter, string>>;

export interface ListParams<Filter extends string> {
  query: string;
  page: number;
  pageSize: number;
  sort: string | undefined;
  order: SortOrder;
  filters: Partial<Record<Filter, string>>;
}

export interface ListControls<Filter extends string = string> {
  params: ListParams<Filter>;
  apiQuery: ListApiQuery<Filter>;
  /** A new search starts again at page 1. */
  setQuery: (query: string) => void;
  setPage: (page: number) => void;
  /** Sorts by `column`: ascending first, then the other way on the next click. */
  toggleSort: (column: string) => void;
  /** An empty value removes the filter; back to page 1. */
  setFilter: (name: Filter, value: string) => void;
}

export interface ListOptions<Filter extends string> {
  /** The filters this screen keeps in the address, besides the search and the paging. */
  filters?: readonly Filter[];
  pageSize?: number;
  /** The order shown before the admin picks one (the server's own default otherwise). */
  defaultSort?: { sort: string; order: SortOrder };
}

type Search = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number(text(value));
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The list's state from the address, and the setters that change the address. */
export function useListParams<Filter extends string = never>(
  options: ListOptions<Filter> = {},
): ListControls<Filter> {
  const { filters: filterNames = [], pageSize: defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const search = useSearch({ strict: false }) as Search;
  const navigate = useNavigate();
  const defaultSort = options.defaultSort;

  // The filter names are the screen's constants: their content matters, not their array.
  const filterKey = filterNames.join(',');

  const params = useMemo<ListParams<Filter>>(() => {
    const order = search.order === 'desc' || search.order === 'asc' ? search.order : undefined;
    const sort = text(search.sort) ?? defaultSort?.sort;
    const filters: Partial<Record<Filter, string>> = {};
    for (const name of filterKey === '' ? [] : (filterKey.split(',') as Filter[])) {
      const value = text(search[name]);
      if (value !== undefined) filters[name] = value;
    }
    return {
      query: text(search.query) ?? '',
      page: positive(search.page) ?? 1,
      pageSize: positive(search.pageSize) ?? defaultPageSize,
      sort,
      order: order ?? (text(search.sort) ? 'asc' : (defaultSort?.order ?? 'asc')),
      filters,
    };
  }, [search, defaultPageSize, defaultSort?.sort, defaultSort?.order, filterKey]);

  const apiQuery = useMemo(
    () =>
      ({
        ...params.filters,
        ...(params.query ? { query: params.query } : {}),
        page: params.page,
        pageSize: params.pageSize,
        ...(params.sort ? { sort: params.sort, order: params.order } : {}),
      }) as ListApiQuery<Filter>,
    [params],
  );

  const change = useCallback(
    (changes: Search) => {
      void navigate({
        to: '.',
        // Defaults and empty values stay out of the address.
        search: ((previous: Search) =>
          Object.fromEntries(
            Object.entries({ ...previous, ...changes }).filter(
              ([name, value]) =>
                value !== undefined && value !== '' && !(name === 'page' && value === 1),
            ),
          )) as never,
        replace: false,
      });
    },
    [navigate],
  );

  return {
    params,
    apiQuery,
    setQuery: useCallback((query) => change({ query: query.trim(), page: 1 }), [change]),
    setPage: useCallback((page) => change({ page }), [change]),
    toggleSort: useCallback(
      (column) =>
        change({
          sort: column,
          order: params.sort === column && params.order === 'asc' ? 'desc' : 'asc',
          page: 1,
        }),
      [change, params.sort, params.order],
    ),
    setFilter: useCallback((name, value) => change({ [name]: value, page: 1 }), [change]),
  };
}

export interface ListQueryOptions<Item, Filter extends string> extends ListOptions<Filter> {
  /** The list's key in the query cache, from its owner's key factory, without the params. */
  queryKey: QueryKey;
  fetchPage: (query: ListApiQuery<Filter>) => Promise<ListPage<Item>>;
}

/** The list's state from the address and the page it names, fetched from the server. */
export function useListQuery<Item, Filter extends string = never>({
  queryKey,
  fetchPage,
  ...options
}: ListQueryOptions<Item, Filter>) {
  const list = useListParams<Filter>(options);
  const result = useQuery({
    queryKey: [...queryKey, list.apiQuery],
    queryFn: () => fetchPage(list.apiQuery),
    // The page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
  return { list, result };
}

/**
 * Content that is no longer live (archived, deleted, or no longer visible to the user) leaves the
 * device's stores, not only the screen (docs/offline.md, "Changes reach the users"). Lists are
 * replaced by each refetch; what this module removes is what no list refetch replaces:
 *
 * - a query whose refetch answers 404 (an offer's detail opened after it was archived): TanStack
 *   Query would keep its last data beside the error, and the persisted cache with it;
 * - the details kept for offline use (« Rendre disponible hors ligne », pages visited) of items
 *   that a list fetched after them no longer holds: the device's next sync drops them.
 *
 * It names the queries of several parts of the app, hence its place in the app layer.
 */
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Offer, ServicePlus } from '../contract/api';
import { newsKeys, newsListQueryOptions } from '../entities/news/api';
import {
  offersKeys,
  offersQueryOptions,
  privilegeOffersQueryOptions,
} from '../entities/offers/api';
import { servicePlusQueryOptions, servicesPlusQueryOptions } from '../features/services-plus/api';
import { HttpError } from '../lib/http';

/** A kind of content: its lists, and which of them hold each of its items. */
interface ContentKind {
  /** The start of the keys of an item's queries, the item's id following it. */
  itemPrefix: QueryKey;
  lists: readonly QueryKey[];
  /** The lists one of which holds the item while it is live: all of them when unknown. */
  listsOf(queryClient: QueryClient, id: number): readonly QueryKey[];
}

const OFFER_LISTS = [offersQueryOptions.queryKey, privilegeOffersQueryOptions.queryKey];
const SERVICE_LISTS = {
  EXCLUSIVE_SERVICE: servicesPlusQueryOptions('EXCLUSIVE_SERVICE').queryKey,
  SALE_PERMISSION: servicesPlusQueryOptions('SALE_PERMISSION').queryKey,
};

const CONTENT_KINDS: readonly ContentKind[] = [
  {
    // An offer's detail and its linked sub-themes; a promotion is in the promotions' list.
    itemPrefix: offersKeys.detail(0).slice(0, -1),
    lists: OFFER_LISTS,
    listsOf: (queryClient, id) => {
      const offer = queryClient.getQueryData<Offer>(offersKeys.detail(id));
      if (!offer) return OFFER_LISTS;
      return [offer.privilege ? privilegeOffersQueryOptions.queryKey : offersQueryOptions.queryKey];
    },
  },
  {
    itemPrefix: newsKeys.detail(0).slice(0, -1),
    lists: [newsListQueryOptions.queryKey],
    listsOf: () => [newsListQueryOptions.queryKey],
  },
  {
    itemPrefix: servicePlusQueryOptions(0).queryKey.slice(0, -1),
    lists: Object.values(SERVICE_LISTS),
    listsOf: (queryClient, id) => {
      const service = queryClient.getQueryData<ServicePlus>(servicePlusQueryOptions(id).queryKey);
      return service ? [SERVICE_LISTS[service.type]] : Object.values(SERVICE_LISTS);
    },
  },
];

/** The item `key` is about, when it is one of `kind`'s items' queries. */
function itemIdOf(kind: ContentKind, key: QueryKey): number | null {
  const id = key[kind.itemPrefix.length];
  const matches = kind.itemPrefix.every((part, index) => key[index] === part);
  return matches && typeof id === 'number' ? id : null;
}

/**
 * The item queries of `kind` whose item the lists no longer hold. Only lists fetched after the
 * item count: an item published since a list was fetched is not in it yet, and is not gone.
 */
function goneItems(queryClient: QueryClient, kind: ContentKind): Query[] {
  const cache = queryClient.getQueryCache();
  return cache.getAll().filter((query) => {
    const id = itemIdOf(kind, query.queryKey);
    if (id === null || query.state.data === undefined) return false;
    const lists = kind
      .listsOf(queryClient, id)
      .map((key) => cache.find({ queryKey: key, exact: true }));
    return lists.every(
      (list) =>
        Array.isArray(list?.state.data) &&
        list.state.dataUpdatedAt > query.state.dataUpdatedAt &&
        !(list.state.data as { id: number }[]).some((item) => item.id === id),
    );
  });
}

const isGone = (error: unknown) => error instanceof HttpError && error.status === 404;

/** Removes what is gone at each answer, from now on. Answers how to stop. */
export function dropGoneContent(queryClient: QueryClient): () => void {
  const listHashes = new Map(
    CONTENT_KINDS.flatMap((kind) => kind.lists.map((key) => [hashKey(key), kind] as const)),
  );
  const remove = (queries: readonly Query[]) => {
    // Out of the cache's notification: removing is a change of the cache of its own.
    queueMicrotask(() => {
      for (const query of queries) {
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }
    });
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    // Something to forget: a query without data (a page never opened) leaves the store anyway.
    if (action.type === 'error' && isGone(action.error) && query.state.data !== undefined) {
      remove([query]);
      return;
    }
    const kind = action.type === 'success' ? listHashes.get(query.queryHash) : undefined;
    if (kind) remove(goneItems(queryClient, kind));
  });
}

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
 * Each section declares its lists' and items' keys, and which items are its own when sections
 * share them (src/entities/sections); this module knows no section by its name.
 */
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { SavingSection, SectionContent } from '../entities/sections/define';
import { SAVING_SECTIONS } from '../entities/sections/saving-sections';
import { HttpError } from '../lib/http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the items' types vary by section
type Content = SectionContent<any, any>;

/** The sections' contents whose items' queries share their keys' start (offers and promotions do). */
interface ContentKind {
  /** The start of the keys of an item's queries, the item's id following it. */
  itemPrefix: QueryKey;
  contents: Content[];
}

const prefixOf = (content: Content) => content.itemKey(0).slice(0, -1);

/** The sections' contents grouped by the keys of their items' queries. */
function contentKinds(contents: readonly Content[]): ContentKind[] {
  const kinds = new Map<string, ContentKind>();
  for (const content of contents) {
    const itemPrefix = prefixOf(content);
    const kind = kinds.get(hashKey(itemPrefix)) ?? { itemPrefix, contents: [] };
    kind.contents.push(content);
    kinds.set(hashKey(itemPrefix), kind);
  }
  return [...kinds.values()];
}

/** The item `key` is about, when it is one of `kind`'s items' queries. */
function itemIdOf(kind: ContentKind, key: QueryKey): number | null {
  const id = key[kind.itemPrefix.length];
  const matches = kind.itemPrefix.every((part, index) => key[index] === part);
  return matches && typeof id === 'number' ? id : null;
}

/** The lists one of which holds the item while it is live: all of the kind's when unknown. */
function listsOf(queryClient: QueryClient, kind: ContentKind, id: number): QueryKey[] {
  const owners = kind.contents.filter((content) => {
    const detail = queryClient.getQueryData(content.itemKey(id));
    return detail === undefined || !content.holds || content.holds(detail);
  });
  return owners.map((content) => content.listKey);
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
    const lists = listsOf(queryClient, kind, id).map((key) =>
      cache.find({ queryKey: key, exact: true }),
    );
    return lists.every(
      (list) =>
        Array.isArray(list?.state.data) &&
        list.state.dataUpdatedAt > query.state.dataUpdatedAt &&
        !(list.state.data as { id: number }[]).some((item) => item.id === id),
    );
  });
}

const isGone = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * Removes what is gone at each answer, once the sections' contents are loaded (they are not in
 * the first screen's code). Answers how to stop.
 */
export async function dropGoneContent(
  queryClient: QueryClient,
  sections: readonly SavingSection[] = SAVING_SECTIONS,
): Promise<() => void> {
  const contents = await Promise.all(sections.map((section) => section.content()));
  const listHashes = new Map(
    contentKinds(contents).flatMap((kind) =>
      kind.contents.map((content) => [hashKey(content.listKey), kind] as const),
    ),
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

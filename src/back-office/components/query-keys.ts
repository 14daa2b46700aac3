/**
 * A section's query keys (`['bo', name, …]`) and what a change or a deletion does to them: the
 * item's new state in the cache and every list of the section fetched again.
 */
import type { QueryClient } from '@tanstack/react-query';

export function sectionKeys<const Name extends string>(name: Name) {
  const all = ['bo', name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

export type SectionKeys = ReturnType<typeof sectionKeys>;

/** After a change: the item's new state in the cache, and every list fetched again. */
export function itemChanged(queryClient: QueryClient, keys: SectionKeys, item: { id: number }) {
  queryClient.setQueryData(keys.detail(item.id), item);
  void queryClient.invalidateQueries({ queryKey: keys.lists() });
}

/**
 * After a deletion: the item leaves the cache with what its page read below its key (a partner's
 * users), and every list is fetched again.
 */
export function itemDeleted(queryClient: QueryClient, keys: SectionKeys, id: number) {
  queryClient.removeQueries({ queryKey: keys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: keys.lists() });
}

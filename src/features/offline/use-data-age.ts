import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../entities/session/api';

/** The oldest moment among the data on screen (queries with an observer), or 0 if none. */
function oldestShownData(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.queryKey[0] === sessionKeys.all[0] || query.getObserversCount() === 0) continue;
    const updatedAt = query.state.dataUpdatedAt;
    if (query.state.status === 'success' && updatedAt > 0 && (oldest === 0 || updatedAt < oldest)) {
      oldest = updatedAt;
    }
  }
  return oldest;
}

/** When what the screen shows was fetched from the server (ms since epoch, 0 if unknown). */
export function useShownDataAge(): number {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => oldestShownData(queryClient),
  );
}

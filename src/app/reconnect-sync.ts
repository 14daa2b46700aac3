/**
 * The device's next sync (docs/offline.md, "Changes reach the users"): when the connection returns,
 * whatever the device holds may have changed on the server meanwhile (an offer published, edited,
 * archived), however recently it was fetched. Every query is then out of date: those on screen are
 * fetched again at once, the others when next shown. Set up after the first screen
 * (./background.ts), so the first screen carries none of it.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';

export function syncOnReconnect(queryClient: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    // A refetch already started by the connection's return (a stale query) is not started again.
    if (online) void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
  });
}

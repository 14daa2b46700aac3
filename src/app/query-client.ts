import { onlineManager, QueryClient } from '@tanstack/react-query';
import { HttpError, NetworkError } from '../lib/http';

/** The persisted cache lives a week (docs/offline.md): memory must not drop it sooner. */
const OFFLINE_GC_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A client error (4xx) will answer the same again: only faults and lost connections are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status < 500) return false;
  // Offline, a page never visited must say so at once instead of waiting.
  if (error instanceof NetworkError && !onlineManager.isOnline()) return false;
  return failureCount < 2;
}

/** One query client for the whole app; the router hands it to every loader through its context. */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Changes reach the users (docs/offline.md): what a screen shows is refetched when the app
        // is opened or comes back to the front and it is over a minute old; when the connection
        // returns, everything is refetched whatever its age (./reconnect-sync.ts).
        staleTime: 60_000,
        retry: shouldRetry,
        gcTime: OFFLINE_GC_TIME_MS,
        // One try when offline, so a page never visited fails fast (its data is nowhere on the
        // device: docs/offline.md); data already shown is not refetched offline, so its age
        // stays true.
        networkMode: 'offlineFirst',
        refetchOnMount: () => onlineManager.isOnline(),
        refetchOnWindowFocus: () => onlineManager.isOnline(),
      },
      mutations: {
        // A form saved while the connection drops is retried a few times on faults (5xx) while
        // the form is open; its request names its user, so a retry never lands in another
        // account (docs/offline.md). Preference changes go through the queue of changes instead.
        networkMode: 'online',
        retry: (failureCount, error) =>
          (error instanceof NetworkError || (error instanceof HttpError && error.status >= 500)) &&
          failureCount < 5,
      },
    },
  });
  return queryClient;
}

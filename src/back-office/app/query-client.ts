import { QueryClient } from '@tanstack/react-query';
import { BoHttpError } from '../http';

/**
 * The back office's query cache: kept in memory only (an admin works online), refreshed when the
 * window comes back to the front. A refused or wrong request is not retried: only a network or
 * server failure is, once.
 */
export function createBoQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 1 &&
          !(error instanceof BoHttpError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../lib/http';

/** A client error (4xx) will answer the same again: only faults and lost connections are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < 2;
}

/** One query client for the whole app; the router hands it to every loader through its context. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
      },
    },
  });
}

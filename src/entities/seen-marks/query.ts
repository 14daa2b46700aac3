/**
 * The marks' query: read by the lists that show their new items first before they render, so in
 * the entry's code with their loaders; the rest of the marks' code (./api.ts) comes after the
 * first screen.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { seenMarks } from '../../contract/endpoints/seen-marks';
import { http } from '../../lib/http';

export const fetchSeenMarks = () => http.call(seenMarks);

/** The marks' query keys: only this module and ./changes.ts write them. */
export const seenMarksKeys = {
  all: ['seen-marks'] as const,
};

export const seenMarksQueryOptions = queryOptions({
  queryKey: seenMarksKeys.all,
  queryFn: fetchSeenMarks,
});

/**
 * The marks, before a list that shows its new items first renders (./new-first.ts): fetched beside
 * the list's data, so that a device that has no copy of them yet places the cards once instead of
 * moving the new ones up when the marks arrive. Never fails: without marks nothing is « Nouveau ».
 */
export async function ensureSeenMarks(queryClient: QueryClient): Promise<void> {
  // Not retried here: the list's follower reads them again (./SeenSection.tsx).
  await queryClient
    .ensureQueryData({ ...seenMarksQueryOptions, retry: false })
    .catch(() => undefined);
}

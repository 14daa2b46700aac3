import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../contract/api';
import { appConfigQueryOptions } from '../../entities/app-config/api';
import { themingQueryOptions } from '../../entities/theming/api';
import { sectionCountsQueryOptions } from '../../entities/counts/api';
import { progressQueryOptions } from '../../entities/progress/api';

/**
 * Loads what the header shows. Resolves at once from the cache (stale data is refreshed behind
 * it), so only a first visit waits, and never fails: a header whose data is missing shows
 * without it. Waiting lets the first screen appear in one piece instead of re-rendering the
 * whole frame as each answer lands.
 */
export async function prefetchFrame(queryClient: QueryClient, viewer: User): Promise<void> {
  const settled = (loading: Promise<unknown>) => loading.catch(() => undefined);
  // Not retried here: a fault shows the page at once, and the header's own queries retry.
  const once = { revalidateIfStale: true, retry: false } as const;
  await Promise.all([
    settled(queryClient.ensureQueryData({ ...themingQueryOptions, ...once })),
    settled(queryClient.ensureQueryData({ ...appConfigQueryOptions, ...once })),
    settled(queryClient.ensureQueryData({ ...progressQueryOptions, ...once })),
    viewer.roleId === 'ADMIN'
      ? undefined
      : settled(
          queryClient.ensureQueryData({ ...sectionCountsQueryOptions(viewer.roleId), ...once }),
        ),
  ]);
}

import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../contract/api';
import { appConfigQueryOptions } from '../app-config/api';
import { themingQueryOptions } from '../branding/api';
import { sectionCountsQueryOptions } from '../counts/api';
import { progressQueryOptions } from '../progress/api';

/** Starts loading what the header shows, without holding the page back for it. */
export function prefetchFrame(queryClient: QueryClient, viewer: User): void {
  void queryClient.prefetchQuery(themingQueryOptions);
  void queryClient.prefetchQuery(appConfigQueryOptions);
  void queryClient.prefetchQuery(progressQueryOptions);
  if (viewer.roleId !== 'ADMIN')
    void queryClient.prefetchQuery(sectionCountsQueryOptions(viewer.roleId));
}

import type { QueryClient } from '@tanstack/react-query';
import { queuedChangeCount } from '../../lib/queued-change-count';

/**
 * How many changes wait for the server right now: the device user's queued changes and the forms
 * being saved. Read when asked, not followed: the header's logout button needs no hook of it.
 */
export const pendingChangesNow = (queryClient: QueryClient): number =>
  queuedChangeCount() + queryClient.isMutating();

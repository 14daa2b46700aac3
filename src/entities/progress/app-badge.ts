/**
 * The installed app's icon shows the user's notification count (`numberOfNotification`, the home
 * button's badge) whenever the app knows it: the stored one at start, then each answer of the
 * progress, from any screen (a list marked seen, a preference changed, a refocus). Cleared when
 * the progress leaves the device (logout, another user).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Progress } from '../../contract/api';
import { showAppBadge, type BadgingNavigator } from '../../lib/app-badge';
import { progressKeys } from './api';

export function followAppBadge(queryClient: QueryClient, target?: BadgingNavigator): () => void {
  let shown: number | undefined;
  const show = (count: number) => {
    if (count === shown) return;
    shown = count;
    showAppBadge(count, target);
  };
  const known = queryClient.getQueryData<Progress>(progressKeys.all);
  if (known) show(known.numberOfNotification);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== progressKeys.all[0]) return;
    if (event.type === 'removed') show(0);
    else if (event.type === 'updated' && event.action.type === 'success') {
      const progress = event.query.state.data as Progress | undefined;
      if (progress) show(progress.numberOfNotification);
    }
  });
}

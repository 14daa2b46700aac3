/**
 * The stored selection as the page shows it: the server's tree, with every change still waiting
 * on this device (in any tab, sending or queued offline, restored after a reload) applied on top
 * in the order it was made. Reading the queue, rather than trusting the cached tree alone, keeps
 * the boxes right when a refetch lands between two changes or the cache was restored without
 * them. The queue is updated synchronously when a change is made, so a click shows in the render
 * it causes.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isRetryingChanges, queuedChanges, subscribeQueuedChanges } from '../../lib/change-queue';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';
import { indexThemeTree, type ThemeIndex } from '../../entities/theme-tree/tree';
import { isPreferenceChange, queuePreferenceChange, startPreferenceChanges } from './changes';
import { applyDelta, planDelta } from './selection';

export interface Preferences {
  index: ThemeIndex;
  /** The sub-themes chosen, waiting changes included. */
  selected: ReadonlySet<number>;
  /** Saves exactly this selection. */
  choose: (ids: ReadonlySet<number>) => void;
  /** Changes of the selection not yet on the server. */
  waiting: number;
  /** The last try to send them failed (no connection, or a server fault): it will try again. */
  retrying: boolean;
}

export function usePreferences(): Preferences {
  // The app starts the queue after its first screen; opened first, this page starts it itself.
  const queryClient = useQueryClient();
  useEffect(() => startPreferenceChanges(queryClient), [queryClient]);

  // Opened, the page asks for the selection as the server holds it now, whatever the cache's age:
  // the user may have changed it on another device since.
  const { data: root } = useSuspenseQuery({
    ...themeTreeQueryOptions,
    refetchOnMount: () => (onlineManager.isOnline() ? 'always' : false),
  });
  const index = useMemo(() => indexThemeTree(root), [root]);
  const queue = useSyncExternalStore(subscribeQueuedChanges, queuedChanges);
  const retrying = useSyncExternalStore(subscribeQueuedChanges, isRetryingChanges);

  const changes = useMemo(() => queue.filter(isPreferenceChange), [queue]);
  const selected = useMemo(
    () =>
      changes.reduce<ReadonlySet<number>>(
        (ids, change) => applyDelta(ids, change.payload),
        new Set(index.storedIds),
      ),
    [index, changes],
  );

  const choose = useCallback(
    (ids: ReadonlySet<number>) => {
      const delta = planDelta(selected, ids, index.allIds);
      if (delta) queuePreferenceChange(delta);
    },
    [index, selected],
  );

  return { index, selected, choose, waiting: changes.length, retrying };
}

/**
 * The stored selection as the page shows it: the server's tree, with every change still waiting
 * (sending, or queued offline and restored after a reload) applied on top in the order it was made.
 * Reading the queue, rather than trusting the optimistically updated cache alone, keeps the boxes
 * right when a refetch lands between two changes or when the cache was restored without them.
 *
 * A click must show in the render it causes. `mutate` puts the change in the mutation cache at
 * once, but the library tells its observers (`useMutationState`, and `useSuspenseQuery` for the
 * optimistic tree) one macrotask later: alone, the box would keep its old state for a render. So
 * each choice is also held in local state, tied to the queue it was made on (see `choose`).
 */
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useMutationState, useSuspenseQuery } from '@tanstack/react-query';
import { themeTreeQueryOptions } from '../theme-filter/api';
import { indexThemeTree, type ThemeIndex } from '../theme-filter/tree';
import {
  changeOf,
  preferenceMutationKeys,
  type PreferenceMutationContext,
  type RemoveVariables,
  type ReplaceVariables,
} from './mutations';
import { applyChange, planChange, type PreferenceChange } from './selection';

interface QueuedChange {
  id: number;
  change: PreferenceChange | null;
  isPaused: boolean;
}

/** A selection just chosen, and the queue as this component saw it when the choice was made. */
interface Choice {
  ids: ReadonlySet<number>;
  queue: readonly QueuedChange[];
}

export interface Preferences {
  index: ThemeIndex;
  /** The sub-themes chosen, waiting changes included. */
  selected: ReadonlySet<number>;
  /** Saves exactly this selection. */
  choose: (ids: ReadonlySet<number>) => void;
  /** Changes being sent now. */
  sending: boolean;
  /** Changes waiting for the connection. */
  queued: number;
}

export function usePreferences(): Preferences {
  const { data: root } = useSuspenseQuery(themeTreeQueryOptions);
  const index = useMemo(() => indexThemeTree(root), [root]);

  const waiting = useMutationState<QueuedChange>({
    filters: { mutationKey: preferenceMutationKeys.all, status: 'pending' },
    select: (mutation) => ({
      id: mutation.mutationId,
      change: changeOf(mutation.options.mutationKey, mutation.state.variables),
      isPaused: mutation.state.isPaused,
    }),
  });

  const queuedSelection = useMemo(() => {
    const inOrder = [...waiting].sort((a, b) => a.id - b.id);
    let ids: ReadonlySet<number> = new Set(index.storedIds);
    for (const { change } of inOrder) if (change) ids = applyChange(ids, change);
    return ids;
  }, [index, waiting]);

  // A choice stands only while the queue is the one it was made on (`useMutationState` returns the
  // same array while nothing changes). Once the queue moves it holds that change, or already its
  // rollback, and stays the one source of truth, for changes made here as for those resumed after
  // a reload.
  const [choice, setChoice] = useState<Choice | null>(null);
  const selected = choice?.queue === waiting ? choice.ids : queuedSelection;

  // The defaults registered on the query client bring the request, the optimistic update, the
  // rollback and the scope: these observers only start mutations under the right key.
  const replace = useMutation<number, Error, ReplaceVariables, PreferenceMutationContext>({
    mutationKey: preferenceMutationKeys.replace,
  });
  const remove = useMutation<number, Error, RemoveVariables, PreferenceMutationContext>({
    mutationKey: preferenceMutationKeys.remove,
  });
  const { mutate: mutateReplace } = replace;
  const { mutate: mutateRemove } = remove;

  const choose = useCallback(
    (ids: ReadonlySet<number>) => {
      const change = planChange(selected, ids, index.allIds);
      if (!change) return;
      if (change.kind === 'replace') mutateReplace({ subThemeIds: change.subThemeIds });
      else mutateRemove({ subThemeId: change.subThemeId });
      // Set in the click handler, so React renders again before the browser paints. That render
      // mostly finds the new mutation in the queue already (`useMutationState` reads the cache when
      // it renders), counters and "Hors ligne" notice included; the choice covers the case where
      // the queue does not show it yet.
      setChoice({ ids: applyChange(selected, change), queue: waiting });
    },
    [index, selected, waiting, mutateReplace, mutateRemove],
  );

  return {
    index,
    selected,
    choose,
    sending: waiting.some((entry) => !entry.isPaused),
    queued: waiting.filter((entry) => entry.isPaused).length,
  };
}

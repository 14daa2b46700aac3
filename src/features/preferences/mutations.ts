/**
 * The changes of the stored selection, registered once on the query client under stable keys
 * (`setMutationDefaults`) rather than inside a component: a mutation paused offline can then be
 * persisted and resumed after a reload, when no component and no closure of the page exist any
 * more. So each `mutationFn` depends only on its `variables`, which are plain JSON.
 *
 * All of them share one scope, so queued changes reach the server one after the other, in order.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ThemeNode } from '../../contract/api';
import { themeTreeQueryOptions } from '../theme-filter/api';
import { indexThemeTree } from '../theme-filter/tree';
import { removeSubThemePreference, replaceSubThemePreferences } from './api';
import { applyChange, withSelection, type PreferenceChange } from './selection';

export const preferenceMutationKeys = {
  all: ['preferences'] as const,
  replace: ['preferences', 'replace'] as const,
  remove: ['preferences', 'remove'] as const,
};

export const PREFERENCES_SCOPE = { id: 'preferences' } as const;

/** Variables of `preferenceMutationKeys.replace`: the request body itself. */
export interface ReplaceVariables {
  subThemeIds: number[];
}

/** Variables of `preferenceMutationKeys.remove`. */
export interface RemoveVariables {
  subThemeId: number;
}

/** What `onMutate` saw before it changed the cache, to roll back to. */
export interface PreferenceMutationContext {
  previous: ThemeNode | undefined;
}

/** The queries whose numbers follow the stored selection (badge, dashboard, lists). */
const DEPENDENT_QUERY_KEYS = [
  themeTreeQueryOptions.queryKey,
  ['progress'],
  ['section-counts'],
  ['offers'],
] as const;

export function registerPreferenceMutations(queryClient: QueryClient): void {
  const lifecycle = {
    scope: PREFERENCES_SCOPE,
    onError: (
      _error: unknown,
      _variables: unknown,
      context: PreferenceMutationContext | undefined,
    ) => {
      // A later queued change will set the tree again (a replace sends everything): rolling back
      // here would briefly show a state that is neither the old nor the wanted one.
      if (context && isLastPending(queryClient)) {
        queryClient.setQueryData(themeTreeQueryOptions.queryKey, context.previous);
      }
    },
    onSettled: () => {
      // Refetching while other changes wait would overwrite their optimistic state.
      if (!isLastPending(queryClient)) return;
      // Not awaited: the change is settled (and its toast shown) at once; the tree keeps the
      // optimistic or rolled-back state until the server's own answer replaces it.
      for (const queryKey of DEPENDENT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  };

  queryClient.setMutationDefaults<number, Error, ReplaceVariables, PreferenceMutationContext>(
    preferenceMutationKeys.replace,
    {
      ...lifecycle,
      mutationFn: (variables) => replaceSubThemePreferences({ subThemeIds: variables.subThemeIds }),
      onMutate: (variables) =>
        applyOptimistically(queryClient, { kind: 'replace', subThemeIds: variables.subThemeIds }),
    },
  );

  queryClient.setMutationDefaults<number, Error, RemoveVariables, PreferenceMutationContext>(
    preferenceMutationKeys.remove,
    {
      ...lifecycle,
      mutationFn: (variables) => removeSubThemePreference(variables.subThemeId),
      onMutate: (variables) =>
        applyOptimistically(queryClient, { kind: 'remove', subThemeId: variables.subThemeId }),
    },
  );
}

/** The change a preference mutation carries, from its key and variables (for queued mutations). */
export function changeOf(
  mutationKey: readonly unknown[] | undefined,
  variables: unknown,
): PreferenceChange | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const key = mutationKey?.[1];
  if (key === 'replace' && 'subThemeIds' in variables && Array.isArray(variables.subThemeIds)) {
    return { kind: 'replace', subThemeIds: variables.subThemeIds.map(Number) };
  }
  if (key === 'remove' && 'subThemeId' in variables && typeof variables.subThemeId === 'number') {
    return { kind: 'remove', subThemeId: variables.subThemeId };
  }
  return null;
}

async function applyOptimistically(
  queryClient: QueryClient,
  change: PreferenceChange,
): Promise<PreferenceMutationContext> {
  // A fetch still in flight would bring back the old selection over the new one.
  await queryClient.cancelQueries({ queryKey: themeTreeQueryOptions.queryKey });
  const previous = queryClient.getQueryData(themeTreeQueryOptions.queryKey);
  if (previous) {
    const stored = new Set(indexThemeTree(previous).storedIds);
    queryClient.setQueryData(
      themeTreeQueryOptions.queryKey,
      withSelection(previous, applyChange(stored, change)),
    );
  }
  return { previous };
}

/** True when the mutation running its callbacks is the only preference change not yet settled. */
function isLastPending(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: preferenceMutationKeys.all }) <= 1;
}

/**
 * Changes of the stored selection go through the device's queue of changes (docs/offline.md): one
 * queue per user shared by every tab, each change an idempotent add/remove sent with its user and
 * an operation id. This module says how such a change is sent and keeps the cached tree in step
 * with each of its steps, in this tab and in the others.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ThemeNode } from '../../contract/api';
import type { ChangeEvent, QueuedChange } from '../../lib/change-queue';
import {
  defineChangeKind,
  queueChange,
  queuedChanges,
  startChangeQueue,
} from '../../lib/change-queue';
import { sectionCountsKeys } from '../../entities/counts/api';
import { offersKeys } from '../../entities/offers/api';
import { progressKeys } from '../../entities/progress/api';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';
import { indexThemeTree } from '../../entities/theme-tree/tree';
import { changeSubThemePreferences } from './api';
import { applyDelta, withSelection, type PreferenceDelta } from './selection';

export const PREFERENCE_CHANGE = 'preferences';

/** The queries whose numbers follow the stored selection (badge, dashboard, lists). */
const DEPENDENT_QUERY_KEYS = [
  themeTreeQueryOptions.queryKey,
  progressKeys.all,
  sectionCountsKeys.all,
  offersKeys.all,
] as const;

export const isPreferenceChange = (change: QueuedChange): change is QueuedChange<PreferenceDelta> =>
  change.kind === PREFERENCE_CHANGE;

/** The cached tree with `delta` applied: what the server holds once it has the change. */
function applyToTree(queryClient: QueryClient, delta: PreferenceDelta): void {
  queryClient.setQueryData<ThemeNode>(themeTreeQueryOptions.queryKey, (tree) => {
    if (!tree) return tree;
    return withSelection(tree, applyDelta(new Set(indexThemeTree(tree).storedIds), delta));
  });
}

function refreshDependents(queryClient: QueryClient): void {
  for (const queryKey of DEPENDENT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
}

function onPreferenceEvent(queryClient: QueryClient, event: ChangeEvent): void {
  if (!isPreferenceChange(event.change)) return;
  if (event.type === 'queued' || event.type === 'sent') {
    // The filter, the badge and the lists read the cached tree: they show the change at once.
    applyToTree(queryClient, event.change.payload);
  }
  if (event.type === 'rejected') {
    // Undone at once (it only changed what differed when it was made), then the server's own
    // selection, with the changes still waiting shown on top by the page.
    const { add, remove } = event.change.payload;
    applyToTree(queryClient, { add: remove, remove: add });
    refreshDependents(queryClient);
    return;
  }
  // Refetching while other changes wait would bring back a tree without them.
  const othersWaiting = queuedChanges().some(
    (change) => isPreferenceChange(change) && change.id !== event.change.id,
  );
  if (event.type === 'sent' && !othersWaiting) refreshDependents(queryClient);
}

/**
 * Registers how preference changes are sent, then starts the device's queue of changes: from then
 * on the changes queued in an earlier visit are shown and sent. Called after the first screen (the
 * queue is not needed to paint it), and by the preferences page; the second call does nothing.
 */
export function startPreferenceChanges(queryClient: QueryClient): void {
  registerPreferenceChanges(queryClient);
  startChangeQueue();
}

function registerPreferenceChanges(queryClient: QueryClient): void {
  defineChangeKind<PreferenceDelta>(PREFERENCE_CHANGE, {
    send: async (change) => {
      await changeSubThemePreferences(
        { operationId: change.id, add: change.payload.add, remove: change.payload.remove },
        change.userScope,
      );
    },
    onEvent: (event) => onPreferenceEvent(queryClient, event),
  });
}

/** Queues a change of the device user's selection; it shows at once and is sent when possible. */
export const queuePreferenceChange = (delta: PreferenceDelta) =>
  queueChange<PreferenceDelta>(PREFERENCE_CHANGE, delta);

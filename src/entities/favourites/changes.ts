/**
 * A star pressed is a change like the choice of sub-themes (docs/offline.md): queued on the device
 * for its user, shown at once in every tab, sent when the connection allows with an operation id
 * the server applies once, retried, dropped (and so undone on screen) when the server refuses it.
 * This module says how such a change is sent and keeps the cached list in step with its steps.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Favourites } from '../../contract/api';
import { changeFavourite } from '../../contract/endpoints/change-favourite';
import type { ChangeEvent, QueuedChange } from '../../lib/change-queue';
import {
  defineChangeKind,
  queueChange,
  queuedChanges,
  startChangeQueue,
  subscribeQueuedChanges,
} from '../../lib/change-queue';
import { deviceUserScope } from '../../lib/device-user';
import { http } from '../../lib/http';
import { favouritesKeys, type FavouriteChangePayload } from './api';

export const FAVOURITE_CHANGE = 'favourites';

export const isFavouriteChange = (
  change: QueuedChange,
): change is QueuedChange<FavouriteChangePayload> => change.kind === FAVOURITE_CHANGE;

/**
 * Changes sent whose result the cached list may not hold yet: another tab sent them (this one has
 * no answer), or more changes waited (their answer is not the list to show). Shown on top of the
 * list until a list arrives after them, so that a star does not blink back between the moment its
 * change leaves the queue and the list fetched again.
 */
interface SettledChange {
  change: QueuedChange<FavouriteChangePayload>;
  /** When it left the queue here (ms since 1970), against the list's `dataUpdatedAt`. */
  at: number;
}
let settled: readonly SettledChange[] = [];
const settledListeners = new Set<() => void>();

/** The changes whose answer this tab made the cached list, until they leave the queue. */
const answered = new Set<string>();

function othersWaiting(change: QueuedChange): boolean {
  return queuedChanges().some((other) => isFavouriteChange(other) && other.id !== change.id);
}

function settle(queryClient: QueryClient, change: QueuedChange<FavouriteChangePayload>): void {
  const listedAt = queryClient.getQueryState(favouritesKeys.all)?.dataUpdatedAt ?? 0;
  settled = [...settled.filter((entry) => entry.at > listedAt), { change, at: Date.now() }];
  settledListeners.forEach((listener) => listener());
}

function onFavouriteEvent(queryClient: QueryClient, event: ChangeEvent): void {
  if (!isFavouriteChange(event.change) || event.type === 'queued') return;
  if (answered.delete(event.change.id)) return;
  if (event.type === 'rejected') {
    // Undone on screen by leaving the queue; the server's list then says what holds.
    void queryClient.invalidateQueries({ queryKey: favouritesKeys.all });
    return;
  }
  settle(queryClient, event.change);
  if (!othersWaiting(event.change)) {
    void queryClient.invalidateQueries({ queryKey: favouritesKeys.all });
  }
}

/**
 * Registers how favourite changes are sent and starts the device's queue (both do nothing the
 * second time). Called after the first screen by the app, and by every star (a detail page or
 * « Mes favoris » opened first).
 */
export function startFavouriteChanges(queryClient: QueryClient): void {
  defineChangeKind<FavouriteChangePayload>(FAVOURITE_CHANGE, {
    send: async (change) => {
      const { kind, id, favourite } = change.payload;
      const answer = await http.call(
        changeFavourite,
        { body: { operationId: change.id, kind, id, favourite } },
        { owner: change.userScope },
      );
      // The answer is the list with every change sent so far: it replaces the cached one unless
      // a later change waits (the last one's answer will). A refetch in flight, older, must not
      // land over it; nor the answer over the cache of a user who logged in meanwhile.
      if (othersWaiting(change)) return;
      await queryClient.cancelQueries({ queryKey: favouritesKeys.all });
      if (change.userScope !== deviceUserScope()) return;
      queryClient.setQueryData<Favourites>(favouritesKeys.all, answer);
      answered.add(change.id);
    },
    onEvent: (event) => onFavouriteEvent(queryClient, event),
  });
  startChangeQueue();
}

/** Queues a change for the device's user: shown at once in every tab, sent when possible. */
export const queueFavouriteChange = (payload: FavouriteChangePayload) =>
  queueChange<FavouriteChangePayload>(FAVOURITE_CHANGE, payload);

/** The last answer of `favouriteChangesOver`, and what it was made from. */
let last:
  | {
      listedAt: number;
      userScope: string | null;
      settled: readonly SettledChange[];
      queue: readonly QueuedChange[];
      changes: readonly FavouriteChangePayload[];
    }
  | undefined;

/**
 * The changes the user sees on top of a list fetched at `listedAt`, in the order they were made:
 * those sent since that list, then those still waiting (in any tab, or restored after a reload).
 * The same array until one of them moves, so that a component may read it as a store.
 */
export function favouriteChangesOver(listedAt: number): readonly FavouriteChangePayload[] {
  const userScope = deviceUserScope();
  const queue = queuedChanges();
  if (
    last?.listedAt !== listedAt ||
    last.userScope !== userScope ||
    last.settled !== settled ||
    last.queue !== queue
  ) {
    const changes = [
      ...settled
        .filter(({ change, at }) => at > listedAt && change.userScope === userScope)
        .map(({ change }) => change.payload),
      ...queue.filter(isFavouriteChange).map((change) => change.payload),
    ];
    // The queue's other kinds, or the same changes read again from the device, change nothing.
    const kept = last && sameChanges(last.changes, changes) ? last.changes : changes;
    last = { listedAt, userScope, settled, queue, changes: kept };
  }
  return last.changes;
}

function sameChanges(
  a: readonly FavouriteChangePayload[],
  b: readonly FavouriteChangePayload[],
): boolean {
  return (
    a.length === b.length &&
    a.every(
      (change, i) =>
        change.kind === b[i]?.kind && change.id === b[i].id && change.favourite === b[i].favourite,
    )
  );
}

/** Told whenever `favouriteChangesOver` may answer otherwise. */
export function subscribeFavouriteChanges(listener: () => void): () => void {
  settledListeners.add(listener);
  const unsubscribe = subscribeQueuedChanges(listener);
  return () => {
    settledListeners.delete(listener);
    unsubscribe();
  };
}

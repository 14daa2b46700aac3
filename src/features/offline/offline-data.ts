import type { QueryClient } from '@tanstack/react-query';
import { version } from '../../../package.json';
import type { User } from '../../contract/api';
import {
  confirmDeviceUserSession,
  deviceUserScope,
  setDeviceUserScope,
  userScopeOf,
} from '../../lib/device-user';
import { followBrowserConnectivity } from '../../pwa/network-status';
import { clearWorkerData, setWorkerUser } from '../../pwa/worker-data';
import { sessionQueryOptions } from '../../entities/session/api';
import { UserScopedPersister } from './persister';
import { readStoredUserScope, writeStoredUserScope } from './user-scope';

/** docs/offline.md: what the device keeps is usable for a week. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A new version of the app may read its data differently: its cache starts afresh. */
export const PERSIST_BUSTER = version;
/** How long the start of the app waits for the server to say who is connected. */
const SESSION_CHECK_TIMEOUT_MS = 3000;

const persister = new UserScopedPersister();

/**
 * TanStack Query's restore and writes (./persisted-cache.ts), out of the first screens' code
 * (docs/performance.md): loaded before the first screen only where there is a cache to restore.
 */
const persistedCache = () => import('./persisted-cache');

/** The app's query client, once the start has restored it (`startOfflineData`). */
let startedQueryClient: QueryClient | null = null;
let persisting: Promise<void> | null = null;

/**
 * The queue of changes (docs/offline.md) is started by the app after its first screen; only
 * forgetting a user's data needs it here, and loads it then.
 */
const changeQueue = () => import('../../lib/change-queue');

/**
 * From now on every change of the cache is written (grouped, for the device's user only), and
 * what it holds already is written at once: at the start where a cache was restored, otherwise
 * once the first screen is shown (src/main.tsx), the persistence's code loaded then. A failed
 * load is tried again at the next call (a flush, "Rendre disponible hors ligne").
 */
export function keepCachePersisted(): Promise<void> {
  const queryClient = startedQueryClient;
  if (!queryClient) return Promise.resolve();
  persisting ??= persistedCache().then(
    ({ persistCacheChanges }) => persistCacheChanges(queryClient, persister, PERSIST_BUSTER),
    (error: unknown) => {
      persisting = null;
      throw error;
    },
  );
  return persisting;
}

/** Writes the persisted cache now (before a test reload, after "Rendre disponible hors ligne"). */
export async function flushPersistedCache(): Promise<void> {
  try {
    await keepCachePersisted();
  } finally {
    await persister.flush();
  }
}

function adoptUserScope(userScope: string | null): void {
  // First: from now on no change of the previous user can be sent (docs/offline.md).
  setDeviceUserScope(userScope);
  persister.setUserScope(userScope);
  setWorkerUser(userScope);
  void writeStoredUserScope(userScope);
}

/**
 * Forgets, on this device, everything the previous user's session left: queries (the session
 * itself aside), queued changes unless `keepQueue`, the persisted cache and the service worker's
 * caches (images, price lists). The in-memory part is synchronous so that nothing of it can reach
 * the next screen. The one place that forgets a user on this device (docs/offline.md, "Forgetting
 * a user"): the queued changes and the worker's caches are deleted from here only, the persisted
 * cache from here and when TanStack Query finds it expired or of another version (the persister's
 * `removeClient`).
 */
function forgetUserData(
  queryClient: QueryClient,
  userScope: string,
  { keepQueue = false } = {},
): Promise<unknown> {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0],
  });
  queryClient.getMutationCache().clear();
  return Promise.all([
    persister.forget(userScope),
    keepQueue ? null : changeQueue().then((queue) => queue.dropQueuedChanges(userScope)),
    clearWorkerData(),
  ]);
}

/** Logout: nothing of this user stays on the device. */
export async function forgetCurrentUser(queryClient: QueryClient): Promise<void> {
  const userScope = deviceUserScope();
  adoptUserScope(null);
  if (userScope !== null) await forgetUserData(queryClient, userScope);
  else await clearWorkerData();
}

/**
 * Nobody is signed in on this browser (a 401, no session cookie at start): nothing is written for
 * anyone until someone logs in, so that a start after a 401 writes nothing more under the user's
 * scope. The device's user and their queued changes stay (docs/offline.md).
 */
function onNoSession(): void {
  persister.setUserScope(null);
  setWorkerUser(null);
}

/**
 * The server no longer knows this browser's session (a 401 seen online: a logout elsewhere, an
 * expiry, the account deactivated, a password reset). The user's content leaves the device as at
 * logout, and nothing more is kept for them until they log in again; the device stays theirs, so
 * that their queued changes are kept and sent at their next login, or deleted if another user logs
 * in (docs/offline.md, "Forgetting a user").
 */
export function forgetEndedSession(queryClient: QueryClient): Promise<unknown> {
  const userScope = deviceUserScope();
  if (userScope === null) return Promise.resolve();
  onNoSession();
  return forgetUserData(queryClient, userScope, { keepQueue: true });
}

/**
 * An admin's « Retour »: `leave` asks the server to stop acting as the user the device holds. From
 * that moment the session is on its way to being the admin's, so the device has no user: sending
 * stops (a pending retry firing before the back office replaces this page would go out under the
 * admin's session, refused with a 409). Their data stays under their stored scope, which the next
 * start forgets when it finds the admin's session; if `leave` fails, they are the user again.
 */
export async function leaveActedAsUser(leave: () => Promise<void>): Promise<void> {
  const userScope = deviceUserScope();
  setDeviceUserScope(null);
  try {
    await leave();
  } catch (error) {
    if (deviceUserScope() === null) {
      setDeviceUserScope(userScope);
      confirmDeviceUserSession();
    }
    throw error;
  }
}

/** Someone logged in, or the server named the connected user: is it still the same person? */
function onSessionUser(queryClient: QueryClient, user: User): void {
  const userScope = userScopeOf(user);
  const previous = deviceUserScope();
  if (previous === userScope) {
    // The same user again (after a 401, or a late answer at start): their changes can go now,
    // and their data is kept again if a 401 had stopped it.
    adoptUserScope(userScope);
    confirmDeviceUserSession();
    return;
  }
  if (previous !== null) {
    void forgetUserData(queryClient, previous);
    // The previous user's notifications stop reaching this device (docs/push.md): their session
    // is gone, so only the browser's subscription goes; the server forgets it at its next push.
    void import('../../pwa/push-device')
      .then(({ turnOffDevicePush }) => turnOffDevicePush({ tellServer: false }))
      .catch((error: unknown) => console.error(error));
  } else void clearWorkerData();
  adoptUserScope(userScope);
}

function watchSessionUser(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== sessionQueryOptions.queryKey[0]) return;
    const user = event.query.state.data as User | null | undefined;
    if (user) onSessionUser(queryClient, user);
    else if (user === null) onNoSession();
  });
}

/**
 * The cache's last changes are written a moment after they happen, grouped: when the page goes
 * away first (a reload, the app closed or put in the background), they are written at once. A
 * change queued offline, or a profile just saved, would otherwise be missing after a restart.
 * `visibilitychange` as well as `pagehide`: a phone may close a hidden app without the latter.
 */
function flushWhenPageGoesAway(): void {
  const flush = () => void persister.flush().catch((error: unknown) => console.error(error));
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Asks the server who is connected, without waiting more than a few seconds for it. */
async function checkSession(queryClient: QueryClient): Promise<'checked' | 'unknown'> {
  if (!navigator.onLine) return 'unknown';
  const check = queryClient
    .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
    .then(() => 'checked' as const)
    .catch(() => 'unknown' as const);
  const timeout = new Promise<'unknown'>((resolve) =>
    setTimeout(() => resolve('unknown'), SESSION_CHECK_TIMEOUT_MS),
  );
  return Promise.race([check, timeout]);
}

/**
 * Runs before the first screen: restores the last user's persisted cache (so lists show at
 * once, online or not), checks with the server who is connected (another user's data is
 * dropped), then keeps the cache persisted (`keepCachePersisted`) and sends the changes queued
 * while offline.
 */
export async function startOfflineData(queryClient: QueryClient): Promise<void> {
  followBrowserConnectivity();
  const stored = await readStoredUserScope().catch(() => null);
  setDeviceUserScope(stored);
  persister.setUserScope(stored);
  setWorkerUser(stored);
  // The device holds one user's data at most (docs/offline.md, "Forgetting a user").
  void persister.forgetAllBut(stored).catch((error: unknown) => console.error(error));
  if (stored !== null) {
    // A code load that fails (the network lost before the service worker kept the file) costs
    // the restore only: the session's watch below must start whatever happens.
    const restore = await persistedCache().then(
      (module) => module.persistQueryClientRestore,
      (error: unknown) => void console.error(error),
    );
    await restore?.({
      queryClient,
      persister,
      maxAge: PERSIST_MAX_AGE_MS,
      buster: PERSIST_BUSTER,
    });
  }

  watchSessionUser(queryClient);
  const session = await checkSession(queryClient);

  flushWhenPageGoesAway();
  startedQueryClient = queryClient;
  // The persistence's code is here already where a cache was restored: its writes start now.
  // Elsewhere (a visitor, a first visit on this device) they start once the first screen is
  // shown (src/main.tsx), with a write of the whole cache: nothing fetched before is lost.
  if (stored !== null) await keepCachePersisted().catch((error: unknown) => console.error(error));

  // Queued changes go once the server has said who is connected, and only to that user (the
  // server checks it too). Offline, they go when the connection returns.
  const sessionUser = queryClient.getQueryData(sessionQueryOptions.queryKey);
  const sameUser = sessionUser ? userScopeOf(sessionUser) === deviceUserScope() : false;
  if (sameUser && session === 'checked') confirmDeviceUserSession();
}

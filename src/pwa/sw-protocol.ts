/**
 * What the page and the service worker say to each other. Pure data (no DOM, no worker API):
 * both sw/sw.ts and the page import it.
 */

/** Bumped when the shape of the runtime caches changes: older caches are then deleted. */
export const DATA_CACHE_VERSION = 'v1';

/** Every runtime cache starts with this prefix; the precache (app shell) does not. */
export const RUNTIME_CACHE_PREFIX = 'avantages-pro-';

/**
 * The kinds of runtime caches, each kept per user (privacy on shared devices). API answers are
 * not among them: the persisted query cache holds them (docs/offline.md, "Why one store").
 */
export const RUNTIME_CACHE_KINDS = ['images', 'documents'] as const;
export type RuntimeCacheKind = (typeof RUNTIME_CACHE_KINDS)[number];

/** `avantages-pro-documents-v1-u42`: one cache per kind, version and user scope. */
export function runtimeCacheName(kind: RuntimeCacheKind, userScope: string): string {
  return `${RUNTIME_CACHE_PREFIX}${kind}-${DATA_CACHE_VERSION}-u${userScope}`;
}

/**
 * A runtime cache the current worker no longer uses: of an older DATA_CACHE_VERSION, or of a kind
 * no longer kept (`avantages-pro-api-v1-u42`, the API answers earlier workers cached).
 */
export function isObsoleteRuntimeCache(name: string): boolean {
  if (!name.startsWith(RUNTIME_CACHE_PREFIX)) return false;
  return !RUNTIME_CACHE_KINDS.some((kind) =>
    name.startsWith(`${RUNTIME_CACHE_PREFIX}${kind}-${DATA_CACHE_VERSION}-u`),
  );
}

/** The page tells the worker whose data it may keep (null: nobody's, nothing is cached). */
export interface SetUserMessage {
  type: 'SET_USER';
  userScope: string | null;
}

/** Logout or another user: the worker deletes every runtime cache. */
export interface ClearDataMessage {
  type: 'CLEAR_DATA';
}

/** The user accepted the update prompt: the waiting worker takes over. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

export type PageToWorkerMessage = SetUserMessage | ClearDataMessage | SkipWaitingMessage;

/**
 * The IndexedDB database and store the page keeps its offline data in, and the worker reads the
 * user scope from: idb-keyval's default names, which devices already hold data under.
 */
export const OFFLINE_DB_NAME = 'keyval-store';
export const OFFLINE_STORE_NAME = 'keyval';

/** Where the page writes the current user scope, so a restarted worker still knows it. */
export const USER_SCOPE_IDB_KEY = 'avantages-pro:user-scope';

/** Price lists, kept once downloaded. */
export const PRICE_LIST_PATTERN = /^\/document\/offer\/\d+\/priceList\/download$/;

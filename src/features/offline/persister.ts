import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { hasIndexedDb, offlineStore } from '../../lib/device-store';

const cacheKey = (userScope: string) => `avantages-pro:query-cache:${userScope}`;

/** Writes are grouped: a page load changes the cache dozens of times within a few ms. */
const WRITE_DELAY_MS = 100;

/**
 * A mutation that was in flight when the page went away never got its answer: it is stored as
 * paused so that it is replayed after the restore (the preference calls are idempotent).
 */
function pauseInFlightMutations(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      mutations: client.clientState.mutations.map((mutation) =>
        mutation.state.status === 'pending' && !mutation.state.isPaused
          ? { ...mutation, state: { ...mutation.state, isPaused: true } }
          : mutation,
      ),
    },
  };
}

/**
 * The persisted query client of one user at a time (DESIGN.md section 5): stored under a key
 * holding the user scope, so that one user's cache is never restored for another. IndexedDB
 * through idb-keyval; TanStack's sync-storage persister over localStorage where it is missing.
 */
export class UserScopedPersister implements Persister {
  #userScope: string | null = null;
  #pending: { userScope: string; client: PersistedClient } | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #fallbacks = new Map<string, Persister>();

  get userScope(): string | null {
    return this.#userScope;
  }

  /** From now on the cache is read and written for this user (null: not kept at all). */
  setUserScope(userScope: string | null): void {
    if (userScope !== this.#userScope) this.#cancelPendingWrite();
    this.#userScope = userScope;
  }

  persistClient(client: PersistedClient): void {
    const userScope = this.#userScope;
    if (userScope === null) return;
    this.#pending = { userScope, client: pauseInFlightMutations(client) };
    this.#timer ??= setTimeout(() => void this.flush(), WRITE_DELAY_MS);
  }

  /** Writes what is waiting now (tests and the "available offline" page wait for it). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const pending = this.#pending;
    this.#pending = null;
    if (!pending) return;
    const fallback = this.#fallback(pending.userScope);
    if (fallback) await fallback.persistClient(pending.client);
    else await offlineStore().set(cacheKey(pending.userScope), pending.client);
  }

  async restoreClient(): Promise<PersistedClient | undefined> {
    const userScope = this.#userScope;
    if (userScope === null) return undefined;
    const fallback = this.#fallback(userScope);
    if (fallback) return fallback.restoreClient();
    return offlineStore().get<PersistedClient>(cacheKey(userScope));
  }

  async removeClient(): Promise<void> {
    if (this.#userScope !== null) await this.forget(this.#userScope);
  }

  /** Deletes everything persisted for this user. */
  async forget(userScope: string): Promise<void> {
    if (this.#pending?.userScope === userScope) this.#cancelPendingWrite();
    const fallback = this.#fallback(userScope);
    if (fallback) await fallback.removeClient();
    else await offlineStore().del(cacheKey(userScope));
  }

  #cancelPendingWrite(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = null;
  }

  #fallback(userScope: string): Persister | null {
    if (hasIndexedDb() || typeof localStorage === 'undefined') return null;
    let persister = this.#fallbacks.get(userScope);
    if (!persister) {
      persister = createSyncStoragePersister({ storage: localStorage, key: cacheKey(userScope) });
      this.#fallbacks.set(userScope, persister);
    }
    return persister;
  }
}

import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { hasIndexedDb, offlineStore } from '../../lib/device-store';

const CACHE_KEY_PREFIX = 'avantages-pro:query-cache:';
const cacheKey = (userScope: string) => `${CACHE_KEY_PREFIX}${userScope}`;

/**
 * The persisted query client of one user at a time (docs/offline.md): stored under a key holding
 * the user scope, so that one user's cache is never restored for another. TanStack's persisters
 * do the grouped writes: the async one over IndexedDB, the sync one over localStorage where
 * IndexedDB is missing (./persisted-cache.ts, loaded at the first read or write: out of the first
 * screens' code, docs/performance.md). This class adds what they do not:
 * - the user scope, and a guard on every write: a grouped write still waiting when the user
 *   changes never lands (it would bring a forgotten user's data back);
 * - `flush`, which writes the last state at once when the page goes away (see offline-data.ts):
 *   a grouped write would come too late.
 */
export class UserScopedPersister implements Persister {
  #userScope: string | null = null;
  #latest: { userScope: string; client: PersistedClient } | null = null;
  #persisters = new Map<string, Promise<Persister>>();

  get userScope(): string | null {
    return this.#userScope;
  }

  /** From now on the cache is read and written for this user (null: not kept at all). */
  setUserScope(userScope: string | null): void {
    if (userScope !== this.#userScope) this.#latest = null;
    this.#userScope = userScope;
  }

  /** `client` as the device keeps it (`keptClient`, ./persisted-cache.ts). */
  persistClient(client: PersistedClient): ReturnType<Persister['persistClient']> {
    const userScope = this.#userScope;
    if (userScope === null) return;
    this.#latest = { userScope, client };
    return this.#persisterOf(userScope).then((persister) => persister.persistClient(client));
  }

  /** Writes the last state now (the page goes away, "available offline", tests). */
  async flush(): Promise<void> {
    const latest = this.#latest;
    this.#latest = null;
    if (!latest || latest.userScope !== this.#userScope) return;
    if (hasIndexedDb()) await offlineStore().set(cacheKey(latest.userScope), latest.client);
    else await (await this.#persisterOf(latest.userScope)).persistClient(latest.client);
  }

  async restoreClient(): Promise<PersistedClient | undefined> {
    const userScope = this.#userScope;
    if (userScope === null) return undefined;
    return (await this.#persisterOf(userScope)).restoreClient();
  }

  async removeClient(): Promise<void> {
    if (this.#userScope !== null) await this.forget(this.#userScope);
  }

  /**
   * Deletes everything persisted for this user. Over IndexedDB, the key is deleted here, as the
   * persister's own `removeClient` does: a logout needs no code loaded from the network.
   */
  async forget(userScope: string): Promise<void> {
    if (this.#latest?.userScope === userScope) this.#latest = null;
    if (hasIndexedDb()) await offlineStore().del(cacheKey(userScope));
    else await (await this.#persisterOf(userScope)).removeClient();
  }

  /**
   * Deletes what is persisted for any user but `userScope` (null: for anyone). A deletion lost
   * with its page, or made by an older version, would otherwise leave a user's data behind.
   */
  async forgetAllBut(userScope: string | null): Promise<void> {
    const store = offlineStore();
    const kept = userScope === null ? null : cacheKey(userScope);
    const others = (await store.keys()).filter(
      (key) => key.startsWith(CACHE_KEY_PREFIX) && key !== kept,
    );
    await Promise.all(others.map((key) => store.del(key)));
  }

  #persisterOf(userScope: string): Promise<Persister> {
    let persister = this.#persisters.get(userScope);
    if (!persister) {
      const current = () => this.#userScope === userScope;
      // TanStack's persisters load with the rest of the persistence (./persisted-cache.ts), out
      // of the first screens' code; a failed load is tried again at the next read or write.
      persister = import('./persisted-cache')
        .then((module) =>
          hasIndexedDb()
            ? module.indexedDbPersister(cacheKey(userScope), current)
            : module.localStoragePersister(cacheKey(userScope), current),
        )
        .catch((error: unknown) => {
          this.#persisters.delete(userScope);
          throw error;
        });
      this.#persisters.set(userScope, persister);
    }
    return persister;
  }
}

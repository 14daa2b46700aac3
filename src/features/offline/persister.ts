import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { hasIndexedDb, offlineStore } from '../../lib/device-store';
import { HttpError } from '../../lib/http';

const CACHE_KEY_PREFIX = 'avantages-pro:query-cache:';
const cacheKey = (userScope: string) => `${CACHE_KEY_PREFIX}${userScope}`;

/** Writes are grouped: a page load changes the cache dozens of times within a few ms. */
const WRITE_DELAY_MS = 100;

/**
 * The persisted query client of one user at a time (docs/offline.md): stored under a key holding
 * the user scope, so that one user's cache is never restored for another. TanStack's persisters
 * do the grouped writes: the async one over IndexedDB, the sync one over localStorage where
 * IndexedDB is missing. This class adds what they do not:
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

  persistClient(client: PersistedClient): ReturnType<Persister['persistClient']> {
    const userScope = this.#userScope;
    if (userScope === null) return;
    const kept = asKept(client);
    this.#latest = { userScope, client: kept };
    return this.#persisterOf(userScope).then((persister) => persister.persistClient(kept));
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

  /** Deletes everything persisted for this user. */
  async forget(userScope: string): Promise<void> {
    if (this.#latest?.userScope === userScope) this.#latest = null;
    await (await this.#persisterOf(userScope)).removeClient();
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
      persister = hasIndexedDb()
        ? Promise.resolve(indexedDbPersister(cacheKey(userScope), current))
        : localStoragePersister(cacheKey(userScope), current);
      this.#persisters.set(userScope, persister);
    }
    return persister;
  }
}

interface QueryStateSeen {
  status: string;
  data: unknown;
  error: unknown;
}

/**
 * A refetch that failed for want of an answer (offline while the browser believed it online, a
 * fault) leaves a query in error with the data it had: the device keeps that data as it was, with
 * its age, so that the page still opens at the next start offline. An answer of the server (gone,
 * forbidden) says something of the data: that one is not kept (docs/offline.md).
 */
function failedWithoutAnswer(state: QueryStateSeen): boolean {
  return (
    state.status === 'error' &&
    state.data !== undefined &&
    !(state.error instanceof HttpError && state.error.status < 500)
  );
}

/** Which queries the device keeps: the query client's `shouldDehydrateQuery`. */
export function isKeptOnDevice(query: { state: QueryStateSeen }): boolean {
  return query.state.status === 'success' || failedWithoutAnswer(query.state);
}

/** Kept data is written as a success: the failure said nothing about it. */
function asKept(client: PersistedClient): PersistedClient {
  if (!client.clientState.queries.some((query) => failedWithoutAnswer(query.state))) return client;
  const queries = client.clientState.queries.map((query) =>
    failedWithoutAnswer(query.state)
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * The async persister over the device's IndexedDB store. The client is stored as the object it
 * is (IndexedDB clones it), not as JSON text: the library's storage is typed for text, hence the
 * casts; a large catalogue's JSON would cost the main thread a stringify at every write.
 */
function indexedDbPersister(key: string, current: () => boolean): Persister {
  return createAsyncStoragePersister({
    key,
    throttleTime: WRITE_DELAY_MS,
    storage: {
      getItem: (name) => offlineStore().get<string>(name),
      setItem: async (name, value) => {
        if (current()) await offlineStore().set(name, value);
      },
      removeItem: (name) => offlineStore().del(name),
    },
    serialize: (client) => client as unknown as string,
    deserialize: (stored) => stored as unknown as PersistedClient,
  });
}

/** Where IndexedDB is missing only: loaded then, so that no other device downloads it. */
async function localStoragePersister(key: string, current: () => boolean): Promise<Persister> {
  const { createSyncStoragePersister } = await import('@tanstack/query-sync-storage-persister');
  return createSyncStoragePersister({
    key,
    throttleTime: WRITE_DELAY_MS,
    storage:
      typeof localStorage === 'undefined'
        ? undefined
        : {
            getItem: (name) => localStorage.getItem(name),
            setItem: (name, value) => {
              if (current()) localStorage.setItem(name, value);
            },
            removeItem: (name) => localStorage.removeItem(name),
          },
  });
}

/**
 * TanStack Query's persistence: restoring the persisted cache, writing its changes (what the
 * device keeps of each query), the grouped writes over IndexedDB or localStorage. Loaded on
 * demand (./offline-data.ts, ./persister.ts), out of the first screens' code (their budget,
 * docs/performance.md): before the first screen where the device holds a user's cache to restore
 * (it has run the app before, and its service worker holds this file), otherwise once the first
 * screen is shown, when a write of the whole cache covers whatever came before.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { offlineStore } from '../../lib/device-store';
import { HttpError } from '../../lib/http';

export { persistQueryClientRestore } from '@tanstack/react-query-persist-client';

/** Writes are grouped: a page load changes the cache dozens of times within a few ms. */
const WRITE_DELAY_MS = 100;

/**
 * From now on every change of `queryClient`'s cache is written through `persister` (grouped, for
 * the device's user only: ./persister.ts), and what the cache holds already is written at once.
 */
export function persistCacheChanges(
  queryClient: QueryClient,
  persister: Persister,
  buster: string,
): void {
  const options = {
    queryClient,
    // What the device keeps, as it keeps it.
    persister: {
      persistClient: (client: PersistedClient) => persister.persistClient(keptClient(client)),
      restoreClient: () => persister.restoreClient(),
      removeClient: () => persister.removeClient(),
    },
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: isKeptOnDevice,
      // Changes wait in the queue of changes, not in the query client (docs/offline.md).
      shouldDehydrateMutation: () => false,
    },
  };
  persistQueryClientSubscribe(options);
  persistQueryClientSave(options).catch((error: unknown) => console.error(error));
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

/** The client as the device keeps it: kept data is written as a success, the failure said nothing about it. */
export function keptClient(client: PersistedClient): PersistedClient {
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
export function indexedDbPersister(key: string, current: () => boolean): Persister {
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
export async function localStoragePersister(
  key: string,
  current: () => boolean,
): Promise<Persister> {
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

import { createStore, get, keys, promisifyRequest } from 'idb-keyval';
import { OFFLINE_DB_NAME, OFFLINE_STORE_NAME } from '../pwa/sw-protocol';

/**
 * A small key-value store for what this device keeps for offline use: IndexedDB through
 * idb-keyval, or localStorage where IndexedDB is missing (some private modes, old WebViews).
 */
export interface KeyValueStore {
  kind: 'indexeddb' | 'localstorage';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** The database the service worker reads the user scope from too. */
function indexedDbStore(): KeyValueStore {
  const store = createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
  // idb-keyval's own `set` and `del` let the transaction commit once the page has the answer: a
  // change started as the page goes away (a reload, the app closed, the next page after a login)
  // was lost with the page. Committed at once, it is kept.
  const change = (apply: (objectStore: IDBObjectStore) => void) =>
    store('readwrite', (objectStore) => {
      apply(objectStore);
      const { transaction } = objectStore;
      if ('commit' in transaction) transaction.commit();
      return promisifyRequest(transaction);
    });
  return {
    kind: 'indexeddb',
    get: (key) => get(key, store),
    set: (key, value) => change((objectStore) => objectStore.put(value, key)),
    del: (key) => change((objectStore) => objectStore.delete(key)),
    keys: async () => (await keys(store)).map(String),
  };
}

function localStorageStore(): KeyValueStore {
  return {
    kind: 'localstorage',
    async get<T>(key: string) {
      const raw = localStorage.getItem(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value) {
      localStorage.setItem(key, JSON.stringify(value));
    },
    async del(key) {
      localStorage.removeItem(key);
    },
    async keys() {
      return Object.keys(localStorage);
    },
  };
}

export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

let store: KeyValueStore | undefined;

export function offlineStore(): KeyValueStore {
  store ??= hasIndexedDb() ? indexedDbStore() : localStorageStore();
  return store;
}

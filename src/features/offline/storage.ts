import { del, get, keys, set, type UseStore } from 'idb-keyval';

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

/** idb-keyval's default database: the service worker reads the user scope from it too. */
function indexedDbStore(store?: UseStore): KeyValueStore {
  return {
    kind: 'indexeddb',
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
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

import { expect, type Page } from '@playwright/test';

/** `ready` resolves while the worker still activates; wait for control. */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** One query of the persisted query cache, as TanStack Query dehydrates it. */
export interface PersistedQuery {
  queryKey: unknown[];
  state: { data: unknown; dataUpdatedAt: number; status: string };
}

/** The query cache persisted for the device's user (docs/offline.md, "What is stored where"). */
export interface PersistedCache {
  userScope: string;
  /** When the cache was dehydrated for this write (`Date.now()` in the page). */
  timestamp: number;
  queries: PersistedQuery[];
}

/**
 * What the app's device store holds under `key` now, read from the page: idb-keyval's database
 * `keyval-store`, store `keyval`. Undefined when the device holds nothing there.
 */
function readDeviceStore(page: Page, key: string): Promise<unknown> {
  return page.evaluate(async (key) => {
    // Opening a database that does not exist would create it, empty, under the app's feet.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'keyval-store')) return undefined;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('keyval')) return undefined;
      return await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('keyval').objectStore('keyval').get(key);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, key);
}

/** The device's user scope as the app stored it for its service worker (docs/offline.md). */
export async function storedUserScope(page: Page): Promise<string | null> {
  const userScope = await readDeviceStore(page, 'avantages-pro:user-scope');
  return typeof userScope === 'string' ? userScope : null;
}

/**
 * The persisted query cache of the device's user as IndexedDB holds it now: the cache is under
 * `avantages-pro:query-cache:<scope>`. Null when the device holds no user or no cache for it.
 */
export async function readPersistedCache(page: Page): Promise<PersistedCache | null> {
  const userScope = await storedUserScope(page);
  if (userScope === null) return null;
  const client = (await readDeviceStore(page, `avantages-pro:query-cache:${userScope}`)) as
    { timestamp: number; clientState: { queries: PersistedQuery[] } } | undefined;
  if (!client) return null;
  return { userScope, timestamp: client.timestamp, queries: client.clientState.queries };
}

/**
 * Waits until the persisted query cache of the device's user holds what `holds` looks for: the
 * cache is written a moment after it changes, grouped (docs/offline.md), and this waits for that
 * write, not for a time.
 */
export async function waitForPersistedCache(
  page: Page,
  holds: (cache: PersistedCache) => boolean,
  message: string,
) {
  await expect
    .poll(
      async () => {
        const cache = await readPersistedCache(page);
        return cache !== null && holds(cache);
      },
      { message },
    )
    .toBe(true);
}

/** Something a page shows from the API: an offer, a service, a news item… */
export interface Shown {
  id: number;
  title: string;
}

const isShown = (value: unknown, item: Shown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as Partial<Shown>).id === item.id &&
  (value as Partial<Shown>).title === item.title;

/** Whether a persisted answer is `item` itself (a detail page's answer). */
export const answersWith = (cache: PersistedCache, item: Shown) =>
  cache.queries.some((query) => isShown(query.state.data, item));

/** Whether a persisted answer is a list holding `item` (a list page's answer). */
export const listsWith = (cache: PersistedCache, item: Shown) =>
  cache.queries.some(
    (query) =>
      Array.isArray(query.state.data) && query.state.data.some((value) => isShown(value, item)),
  );

export const OFFLINE_BANNER = /^Hors ligne — données du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/;
export const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^Hors ligne/ });

/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { createStore, get } from 'idb-keyval';
import { SERVER_ONLY_PATH_PATTERN } from '../src/contract/paths';
import {
  FIRST_SCREENS,
  firstScreenFile,
  firstScreenFor,
  firstScreenOf,
  roleOfHint,
  type FirstScreenId,
} from '../src/contract/first-screens';
import { SIGNED_IN_COOKIE } from '../src/contract/constants';
import {
  PRICE_LIST_PATTERN,
  RUNTIME_CACHE_PREFIX,
  OFFLINE_DB_NAME,
  OFFLINE_STORE_NAME,
  USER_SCOPE_IDB_KEY,
  isObsoleteRuntimeCache,
  runtimeCacheName,
  type PageToWorkerMessage,
  type RuntimeCacheKind,
} from '../src/pwa/sw-protocol';
import { WorkerUserScope } from './user-scope';
import { listenToPushes } from './push';

declare const self: ServiceWorkerGlobalScope;

// The build injects the list of hashed app-shell files here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is answered by the precached HTML, online or not: the page's prerendered
// screen where the build made one (docs/first-screen.md), else the shell. Server pages (back
// office, API, downloads, dev tools) must always reach the server.
const shellHandler = createHandlerBoundToURL('/index.html');
const firstScreenHandlers = new Map(
  (Object.keys(FIRST_SCREENS) as FirstScreenId[]).map((id) => [
    id,
    createHandlerBoundToURL(`/${firstScreenFile(id)}`),
  ]),
);
/** What the Cookie Store API gives the worker (Chromium); absent elsewhere. */
interface WorkerCookieStore {
  get(name: string): Promise<{ value: string } | null>;
}

/**
 * The screen for the signed-in hint, as the server picks it. Where the worker cannot read cookies,
 * only the screens shown to everyone: the others would be a guess.
 */
async function firstScreenOfRequest(url: URL): Promise<FirstScreenId | null> {
  const { cookieStore } = self as unknown as { cookieStore?: WorkerCookieStore };
  if (!cookieStore) {
    const screen = firstScreenOf(url.pathname, url.search);
    return screen && FIRST_SCREENS[screen].for === 'everyone' ? screen : null;
  }
  const hint = await cookieStore.get(SIGNED_IN_COOKIE).catch(() => null);
  return firstScreenFor(url.pathname, url.search, roleOfHint(hint?.value));
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      const screen = await firstScreenOfRequest(options.url);
      const handler = (screen && firstScreenHandlers.get(screen)) || shellHandler;
      return handler(options);
    },
    { denylist: [SERVER_ONLY_PATH_PATTERN] },
  ),
);

/*
 * Runtime caches hold one user's images and price lists: their names carry the user scope the
 * page posts (SET_USER). The worker may be stopped and restarted at any time, so the scope is
 * also read back from IndexedDB, where the page writes it. API answers are not cached here: the
 * persisted query cache is the device's one copy of them (docs/offline.md, "Why one store").
 */
const offlineStore = createStore(OFFLINE_DB_NAME, OFFLINE_STORE_NAME);
const userScope = new WorkerUserScope(() => get<string>(USER_SCOPE_IDB_KEY, offlineStore));
listenToPushes(self, userScope, offlineStore);

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/** Each strategy is given its cache and the plugin that keeps answers for its user only. */
const STRATEGIES: Record<
  RuntimeCacheKind,
  (cacheName: string, sameUser: WorkboxPlugin) => Strategy
> = {
  images: (cacheName, sameUser) =>
    new StaleWhileRevalidate({
      cacheName,
      plugins: [
        okOnly(),
        sameUser,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 }),
      ],
    }),
  // An admin may replace a price list under the same url (docs/back-office/offers.md): online,
  // the server's copy wins; offline, the copy downloaded last opens.
  documents: (cacheName, sameUser) =>
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: 5,
      plugins: [
        okOnly(),
        sameUser,
        new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 }),
      ],
    }),
};

const strategyCache = new Map<string, Strategy>();

function strategyFor(kind: RuntimeCacheKind, scope: string): Strategy {
  const cacheName = runtimeCacheName(kind, scope);
  let strategy = strategyCache.get(cacheName);
  if (!strategy) {
    strategy = STRATEGIES[kind](cacheName, userScope.keepsOnlyFor(scope));
    strategyCache.set(cacheName, strategy);
  }
  return strategy;
}

/** Nobody connected on this device: the request goes to the network and nothing is kept. */
function perUserHandler(kind: RuntimeCacheKind) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const scope = await userScope.current();
    if (scope === null) return fetch(options.request);
    return strategyFor(kind, scope).handle(options);
  };
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && PRICE_LIST_PATTERN.test(url.pathname),
  perUserHandler('documents'),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  perUserHandler('images'),
);

/** Only on the page's word (CLEAR_DATA): the page forgets a user in one place (docs/offline.md). */
async function deleteRuntimeCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
  strategyCache.clear();
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageToWorkerMessage | null;
  switch (message?.type) {
    // A new version waits until the user accepts the update prompt.
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'SET_USER':
      userScope.set(message.userScope);
      break;
    case 'CLEAR_DATA':
      userScope.set(null);
      event.waitUntil(
        deleteRuntimeCaches().then(() => event.ports[0]?.postMessage({ type: 'DATA_CLEARED' })),
      );
      break;
  }
});

// Caches of an older cache version, and the API caches earlier workers kept, are of no use to
// this worker: they go as it takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter(isObsoleteRuntimeCache).map((name) => caches.delete(name))),
      ),
  );
});

clientsClaim();

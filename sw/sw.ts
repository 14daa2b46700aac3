/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { SERVER_ONLY_PATH_PATTERN } from '../src/contract/paths';

declare const self: ServiceWorkerGlobalScope;

// The build injects the list of hashed app-shell files here.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is answered offline by the precached shell; server pages (back office,
// API, downloads, dev tools) must always reach the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [SERVER_ONLY_PATH_PATTERN],
  }),
);

// A new version waits until the user accepts the update prompt, which posts SKIP_WAITING.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

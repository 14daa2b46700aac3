/**
 * How the page's queue of changes (src/lib/change-queue.ts, docs/offline.md) is stored, which the
 * service worker writes to too (a notification opened, docs/statistics.md). Apart from
 * ./sw-protocol.ts: the app's entry imports that one, and what a module holds stays in the entry's
 * file even when only the queue, loaded after the first screen, reads it.
 *
 * Each waiting change is its own entry of the offline store, under its user scope, in the order
 * made; every tab hears of it on the channel.
 */
export const QUEUED_CHANGE_KEY_PREFIX = 'avantages-pro:queued-change:';
export const QUEUED_CHANGES_CHANNEL = 'avantages-pro:queued-changes';
/** Keys sort in the order the changes were made (microseconds since 1970, padded), then by id. */
export const queuedChangeKey = (userScope: string, queuedAt: number, id: string): string =>
  `${QUEUED_CHANGE_KEY_PREFIX}${userScope}:${String(queuedAt).padStart(17, '0')}:${id}`;
/** The queue's kind of the usage events (src/entities/usage). */
export const USAGE_CHANGE_KIND = 'usage';

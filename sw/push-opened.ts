/// <reference lib="webworker" />
/**
 * A notification opened is a usage event (docs/statistics.md), put in the page's own queue of
 * changes (docs/offline.md) as any page-made event is: for the notification's user only, while
 * they are still the device's user, sent by the page with its owner (online now or later), and
 * recorded once by the server. No request from here: the page's queue is the one way out.
 */
import { set, type UseStore } from 'idb-keyval';
import {
  QUEUED_CHANGES_CHANNEL,
  USAGE_CHANGE_KIND,
  queuedChangeKey,
} from '../src/pwa/queued-change-keys';
import type { WorkerUserScope } from './user-scope';

export async function queuePushOpened(
  store: UseStore,
  scope: WorkerUserScope,
  user: number,
  now = Date.now(),
): Promise<void> {
  const userScope = await scope.current();
  // Another user on the device since, or an admin acting as them: not theirs to count.
  if (userScope !== String(user)) return;
  const change = {
    id: crypto.randomUUID(),
    kind: USAGE_CHANGE_KIND,
    userScope,
    payload: { kind: 'push_opened', occurredAt: new Date(now).toISOString() },
    queuedAt: now * 1000,
  };
  await set(queuedChangeKey(userScope, change.queuedAt, change.id), change, store);
  // The tabs open now send it at once; a page opened later finds it waiting.
  const channel = new BroadcastChannel(QUEUED_CHANGES_CHANNEL);
  channel.postMessage({ type: 'queued', change });
  channel.close();
}

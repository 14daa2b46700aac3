/**
 * What the app measures of its own use (docs/statistics.md): detail views, searches, filter
 * changes and notifications opened. Each is a background change of the device's queue
 * (docs/offline.md): made offline too, kept for its user, sent later under that user's session
 * only, and recorded once by the server however often it is sent (the change's id is the event's).
 * No third party, no cookie: the app's own API.
 */
import type { CallInput } from '../../contract/endpoint';
import { recordUsageEvents } from '../../contract/endpoints/record-usage-events';
import { MAX_USAGE_EVENTS_PER_SEND, USAGE_GATHER_MS } from '../../contract/constants';
import {
  defineChangeKind,
  queueChange,
  startChangeQueue,
  type QueuedChange,
} from '../../lib/change-queue';
import { deviceUserScope } from '../../lib/device-user';
import { http } from '../../lib/http';
import { USAGE_CHANGE_KIND } from '../../pwa/queued-change-keys';
import { provideUsageQueue, type UsageReport } from './record-usage';

export const USAGE_CHANGE = USAGE_CHANGE_KIND;

/**
 * Registers how usage events are sent and starts the device's queue (both do nothing the second
 * time). A background change: the screen does not count it among the user's waiting changes, and
 * a refused one (an item gone) is dropped without a word. Events next to each other in the queue
 * go in one request, after waiting a little for more while nothing else waits.
 */
export function startUsageEvents(): void {
  const sendEvents = (changes: readonly QueuedChange<UsageReport>[]) =>
    http.call(
      recordUsageEvents,
      // The contract's input type is one object per kind: each event is one of them.
      {
        body: { events: changes.map((change) => ({ ...change.payload, id: change.id })) },
      } as CallInput<typeof recordUsageEvents>,
      { owner: changes[0]?.userScope },
    );
  defineChangeKind<UsageReport>(USAGE_CHANGE, {
    background: true,
    send: (change) => sendEvents([change]),
    group: { max: MAX_USAGE_EVENTS_PER_SEND, gatherMs: USAGE_GATHER_MS, send: sendEvents },
  });
  startChangeQueue();
}

/**
 * Queues `report` for `userScope`, unless another user has become the device's since the screen
 * reported it (before this module had loaded): a fact belongs to the user who made it.
 */
function queueUsage(userScope: string, report: UsageReport): void {
  if (deviceUserScope() !== userScope) return;
  startUsageEvents();
  queueChange<UsageReport>(USAGE_CHANGE, report);
}

provideUsageQueue(queueUsage);

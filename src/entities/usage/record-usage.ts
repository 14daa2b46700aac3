/**
 * What a screen calls to report a fact of the app's use (docs/statistics.md). Kept apart from the
 * sending (./usage-events.ts): that one brings the queue of changes, which the app loads after its
 * first screen (src/app/background.ts, docs/performance.md), while the offer list reports its
 * searches and filters from its first screen. A fact reported before waits here, in memory.
 */
import type { UsageEventInput } from '../../contract/usage-events';
import { deviceUserScope } from '../../lib/device-user';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as the app reports it: its id is its change's. */
export type UsageReport = DistributiveOmit<UsageEventInput, 'id'>;
/** What a screen reports: the time is the queue's. */
export type UsageFact = DistributiveOmit<UsageEventInput, 'id' | 'occurredAt'>;

type QueueUsage = (userScope: string, report: UsageReport) => void;

/** Set by ./usage-events.ts once the app's background has loaded it: then a fact is queued at once. */
let queueUsage: QueueUsage | undefined;
/** What the first screen reported before that, in order. */
const waiting: { userScope: string; report: UsageReport }[] = [];

export function provideUsageQueue(queue: QueueUsage): void {
  queueUsage = queue;
  for (const { userScope, report } of waiting.splice(0)) queue(userScope, report);
}

/** The last fact reported, to drop its twin (a page rendered twice, a double tap). */
let last: { key: string; at: number } | undefined;
const TWIN_WINDOW_MS = 2000;

/** Reports a fact for the device's user; nothing when nobody is signed in on the device. */
export function recordUsage(fact: UsageFact): void {
  const userScope = deviceUserScope();
  if (userScope === null) return;
  const key = JSON.stringify(fact);
  const now = Date.now();
  if (last && last.key === key && now - last.at < TWIN_WINDOW_MS) return;
  last = { key, at: now };
  const report: UsageReport = { ...fact, occurredAt: new Date(now).toISOString() };
  if (queueUsage) queueUsage(userScope, report);
  else waiting.push({ userScope, report });
}

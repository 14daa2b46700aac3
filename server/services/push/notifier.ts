/**
 * The push job (docs/push.md, "What is sent"): every minute, each user with a device turned on
 * gets one notification for what became live for them since their last one, at most one an hour
 * and none at night (held until morning, then announced together).
 */
import { and, asc, eq, exists, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { CUSTOMER_ROLES, pushStates, pushSubscriptions, users } from '../../db/schema.js';
import { eachConcurrently } from '../../jobs/each-concurrently.js';
import { minuteSlot, type PeriodicJob } from '../../jobs/queue.js';
import type { PushPayload } from '../../../src/contract/push-payload.js';
import { savingNotificationCount } from '../notifications.js';
import { namedUsageEventId, recordUsageEventsOf, type UsageEntry } from '../usage-events.js';
import { announce, foundForEach, type FoundKind } from './announcements.js';
import { journalAnnounced, type AnnouncedTally } from './journal.js';
import { sendPush, type PushSettings } from './sender.js';
import { subscriptionsOfEach } from './subscriptions.js';

/** One notification per user per hour at most. */
export const PUSH_SPACING_MS = 60 * 60 * 1000;
/** Users notified at once by a run (docs/push.md, "What is sent"). */
const PUSH_CONCURRENCY = 8;
/** Quiet hours, Paris time: from 22 h to 8 h nothing is sent. */
export const QUIET_HOURS = { from: 22, until: 8 } as const;

const parisHour = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: 'numeric',
  hourCycle: 'h23',
});

export function isQuietHour(now: Date): boolean {
  // French formatting writes "23 h": the hour is read from its part.
  const hour = Number(parisHour.formatToParts(now).find((part) => part.type === 'hour')?.value);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

export function pushJob(db: Db, settings: PushSettings, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: 'push',
    slotOf(now) {
      const { suffix, start } = minuteSlot(now);
      return { key: `push:${suffix}`, runAt: start };
    },
    run: async (now) => {
      const sent = await notifyDueUsers(db, settings, now);
      if (sent > 0) log.info({ sent }, 'push notifications sent');
    },
  };
}

/** Users whose content is looked for together, in one transaction (docs/push.md, "What is sent"). */
const PUSH_BATCH = 200;

/** Sends the notifications due at `now`; returns how many users were notified. */
export async function notifyDueUsers(db: Db, settings: PushSettings, now: Date): Promise<number> {
  if (isQuietHour(now)) return 0;
  const spacedSince = new Date(now.getTime() - PUSH_SPACING_MS);
  const isDue = or(isNull(pushStates.lastSentAt), lte(pushStates.lastSentAt, spacedSince));
  const due = await db
    .select({
      id: users.id,
      role: users.role,
      companyId: users.companyId,
      createdAt: users.createdAt,
    })
    .from(pushStates)
    .innerJoin(users, eq(users.id, pushStates.userId))
    .where(
      and(
        isNull(users.deactivatedAt),
        inArray(users.role, CUSTOMER_ROLES),
        isDue,
        exists(
          db
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, users.id)),
        ),
      ),
    )
    .orderBy(asc(users.id));
  let notified = 0;
  const tally: AnnouncedTally = new Map();
  for (let start = 0; start < due.length; start += PUSH_BATCH) {
    const batch = due.slice(start, start + PUSH_BATCH);
    // Recorded before it is sent, under the users' row locks: a job run again after a crash, or
    // by another process, never announces the same content twice. Rows another run holds are
    // skipped: that run announces them.
    const found = await db.transaction(async (tx) => {
      const states = await tx
        .select({ userId: pushStates.userId, from: pushStates.coveredUntil })
        .from(pushStates)
        .where(
          and(
            inArray(
              pushStates.userId,
              batch.map((user) => user.id),
            ),
            isDue,
          ),
        )
        .for('update', { skipLocked: true });
      const kinds = await foundForEach(tx, states, now);
      if (kinds.size > 0) {
        await tx
          .update(pushStates)
          .set({ coveredUntil: now, lastSentAt: now })
          .where(inArray(pushStates.userId, [...kinds.keys()]));
      }
      return kinds;
    });
    const devices = await subscriptionsOfEach(db, [...found.keys()]);
    const sentEvents: UsageEntry[] = [];
    const notify = async (user: (typeof batch)[number]) => {
      const kinds = found.get(user.id);
      const announcement = kinds && announce(kinds);
      if (!kinds || !announcement) return;
      notified += 1;
      count(tally, kinds);
      const payload: PushPayload = {
        user: user.id,
        title: announcement.title,
        body: announcement.body,
        url: announcement.url,
        badge: await savingNotificationCount(db, user),
      };
      let reached = false;
      for (const subscription of devices.get(user.id) ?? []) {
        const outcome = await sendPush(subscription, payload, settings);
        if (outcome === 'gone') {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        }
        reached ||= outcome === 'sent';
      }
      // One per notification (the user's coverage moved to `now` once), not per device.
      if (reached) {
        const id = namedUsageEventId(`push_sent:${user.id}:${now.toISOString()}`);
        sentEvents.push({ actor: user, event: { id, kind: 'push_sent', occurredAt: now } });
      }
    };
    await eachConcurrently(batch, PUSH_CONCURRENCY, notify);
    await recordUsageEventsOf(db, sentEvents, now);
  }
  await journalAnnounced(db, tally);
  return notified;
}

/** Adds one user's announced items to the run's tally. */
function count(tally: AnnouncedTally, found: readonly FoundKind[]): void {
  for (const { kind, all } of found) {
    for (const item of all) {
      const key = `${kind.entity}:${item.id}`;
      const entry = tally.get(key) ?? { kind, item, users: 0 };
      entry.users += 1;
      tally.set(key, entry);
    }
  }
}

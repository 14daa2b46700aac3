/**
 * The devices a user turned notifications on for (docs/push.md): one row per push endpoint, so a
 * device that another user turns on moves to that user, and a user's "off" removes only their
 * own device.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushStates, pushSubscriptions } from '../../db/schema.js';
import type { PushSubscriptionInput } from '../../../src/contract/api.js';

/** More devices than this for one person is not a person's: the oldest are let go. */
export const MAX_PUSH_DEVICES = 20;

/**
 * Stores the device's subscription for `userId`. What was published before it is not announced:
 * a user's first device starts their push state now.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          createdAt: sql`now()`,
        },
      });
    await tx
      .insert(pushStates)
      .values({ userId, coveredUntil: sql`now()` })
      .onConflictDoNothing();
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.createdAt} desc`, sql`${pushSubscriptions.id} desc`)
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes the device's subscription if it is `userId`'s; anyone else's stays. */
export async function removePushSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/** The devices of each of `userIds`, by user, oldest first. */
export async function subscriptionsOfEach(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, StoredSubscription[]>> {
  const devices = new Map<number, StoredSubscription[]>();
  if (userIds.length === 0) return devices;
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]))
    .orderBy(asc(pushSubscriptions.id));
  for (const row of rows) devices.set(row.userId, [...(devices.get(row.userId) ?? []), row]);
  return devices;
}

/** How many devices of `userId` receive notifications (the back office's user page). */
export async function pushDeviceCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}

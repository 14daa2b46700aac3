/**
 * The operation ids of the changes the PWA queues (docs/offline.md): each queued change carries a
 * uuid made on the device, and the server applies an id once, so a change replayed after a lost
 * answer, or sent again by another tab, changes nothing the second time. Every kind of change
 * (sub-theme selection, favourites) records its ids here, in one table: the ids are uuids shared
 * by all the PWA's queued changes.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { changeOperations } from '../db/schema.js';

/**
 * How long an applied operation id is remembered. The PWA keeps a queued change for a week at
 * most (the persisted data's age limit), so any replay it can still send is recognised.
 */
export const OPERATION_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Records the user's operation in the caller's transaction: true the first time, when the change
 * is to be applied; false for a replay. The primary key (user, operation) makes a concurrent
 * replay wait for the first one's transaction, then find it recorded. The user's ids older than
 * OPERATION_MEMORY_MS are forgotten on the way.
 */
export async function recordOperation(
  tx: Db,
  userId: number,
  operationId: string,
): Promise<boolean> {
  const recorded = await tx
    .insert(changeOperations)
    .values({ userId, operationId })
    .onConflictDoNothing()
    .returning({ operationId: changeOperations.operationId });
  if (recorded.length === 0) return false;
  await tx
    .delete(changeOperations)
    .where(
      and(
        eq(changeOperations.userId, userId),
        lt(changeOperations.appliedAt, new Date(Date.now() - OPERATION_MEMORY_MS)),
      ),
    );
  return true;
}

/**
 * The usage the platform measures itself (docs/statistics.md): one row of `usage_events` per
 * event, pseudonymous (the user's id through an HMAC under a server secret), with the effective
 * user's role and company at the time. Every insert is `ON CONFLICT (id) DO NOTHING`
 * (./usage-writer.ts): an event sent again (a replayed change, a retried job, a second process)
 * is recorded once.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import type { UsageEvent } from '../../src/contract/usage-events.js';
import type { Db } from '../db/client.js';
import { serverSecret } from '../db/server-secrets.js';
import { usageEvents, users, type Role } from '../db/schema.js';
import type { Session } from '../plugins/session.js';
import { writeUsageEvents } from './usage-writer.js';

/** Raw events are kept this long, then deleted by the `usage-retention` job. */
export const USAGE_RETENTION_MONTHS = 13;

const SECRET_NAME = 'usage-user-key';

/** Who an event is about, as the server knows them when it records it. */
export interface UsageActor {
  id: number;
  role: Role;
  companyId: number | null;
}

type UsageEventRow = typeof usageEvents.$inferInsert;
/** An event the server records: any kind, its id made by the server unless given. */
export type ServerUsageEvent = Pick<UsageEventRow, 'kind'> &
  Partial<Pick<UsageEventRow, 'id' | 'itemId' | 'searchTerms' | 'searchFound' | 'occurredAt'>>;

const keys = new WeakMap<Db, Promise<Buffer>>();

function userKeySecret(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = serverSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'base64url'),
    );
    // A failed read (the database away) is tried again at the next event.
    void key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const userKeyOf = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`usage:${userId}`).digest('base64url');

/** The pseudonym of a user in the events: the same for every event, useless without the key. */
export async function usageUserKey(db: Db, userId: number): Promise<string> {
  return userKeyOf(await userKeySecret(db), userId);
}

/**
 * A uuid made from a name (the layout of RFC 9562's version 5, over SHA-256): the same event
 * named twice (a digest's link followed again, a job run again) gets the same id.
 */
export function namedUsageEventId(name: string): string {
  const bytes = createHash('sha256').update(`usage-event:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The oldest instant an event may still have: older ones are deleted, so none is recorded. */
export function retentionStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - USAGE_RETENTION_MONTHS);
  return start;
}

/** A device's clock may be wrong: never in the future, never before the retention. */
export function clampOccurredAt(occurredAt: Date, now: Date): Date {
  const start = retentionStart(now);
  if (Number.isNaN(occurredAt.getTime()) || occurredAt > now) return now;
  return occurredAt < start ? start : occurredAt;
}

/**
 * Who a session's actions count for: its own user only. An admin acting as someone is not that
 * person, and what they do meanwhile is not their own use either: nothing is counted.
 */
export function usageActorOf(session: Session): UsageActor | null {
  if (session.user.id !== session.effectiveUser.id) return null;
  const { id, role, companyId } = session.user;
  return { id, role, companyId };
}

/** Records events of one user; answers how many were new (a replayed id adds nothing). */
export function recordUsageEvents(
  db: Db,
  actor: UsageActor,
  events: readonly ServerUsageEvent[],
  now = new Date(),
): Promise<number> {
  return recordUsageEventsOf(
    db,
    events.map((event) => ({ actor, event })),
    now,
  );
}

export interface UsageEntry {
  actor: UsageActor;
  event: ServerUsageEvent;
}

/** Records events of several users in one insert (a job's run). */
export async function recordUsageEventsOf(
  db: Db,
  entries: readonly UsageEntry[],
  now = new Date(),
): Promise<number> {
  if (entries.length === 0) return 0;
  const key = await userKeySecret(db);
  const rows = entries.map(({ actor, event }) => ({
    id: event.id ?? randomUUID(),
    kind: event.kind,
    itemId: event.itemId ?? null,
    userKey: userKeyOf(key, actor.id),
    role: actor.role,
    companyId: actor.companyId,
    searchTerms: event.searchTerms ?? null,
    searchFound: event.searchFound ?? null,
    occurredAt: clampOccurredAt(event.occurredAt ?? now, now),
  }));
  return writeUsageEvents(db, rows);
}

/** An event of a user known by id only (a digest's link followed): nothing for an unknown one. */
export async function recordUsageOfUser(
  db: Db,
  userId: number,
  event: ServerUsageEvent,
): Promise<void> {
  const [actor] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  if (actor) await recordUsageEvents(db, actor, [event]);
}

/** What a request's own user did, as the server saw it; nothing for an admin acting as someone. */
export async function recordSessionUsage(
  db: Db,
  session: Session,
  ...events: ServerUsageEvent[]
): Promise<void> {
  const actor = usageActorOf(session);
  if (actor) await recordUsageEvents(db, actor, events);
}

/** Events the PWA reported (their changes' ids, so a replay is recorded once). */
export function recordReportedUsage(
  db: Db,
  session: Session,
  events: readonly UsageEvent[],
): Promise<void> {
  return recordSessionUsage(
    db,
    session,
    ...events.map((event) => ({
      id: event.id,
      kind: event.kind,
      occurredAt: new Date(event.occurredAt),
      itemId: 'itemId' in event ? event.itemId : null,
      searchTerms: event.kind === 'search' ? event.searchTerms : null,
      searchFound: event.kind === 'search' ? event.searchFound : null,
    })),
  );
}

/** Rows deleted per statement: a year's backlog goes in short transactions, not one long one. */
const DELETE_BATCH = 10_000;

/** Deletes the events past the retention (the `usage-retention` job); answers how many. */
export async function deleteExpiredUsageEvents(db: Db, now = new Date()): Promise<number> {
  const start = retentionStart(now);
  let total = 0;
  for (;;) {
    const expired = db
      .select({ id: usageEvents.id })
      .from(usageEvents)
      .where(lt(usageEvents.occurredAt, start))
      .limit(DELETE_BATCH);
    const deleted = await db
      .delete(usageEvents)
      .where(inArray(usageEvents.id, expired))
      .returning({ id: usageEvents.id });
    total += deleted.length;
    if (deleted.length < DELETE_BATCH) return total;
  }
}

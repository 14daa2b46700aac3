/**
 * The weekly digest job (docs/digest.md): on Monday at 8:00 in Paris, each user who keeps the
 * digest on gets one e-mail with what was published for them that week and their favourites
 * ending soon; a user with nothing of either gets none. One e-mail per user per week, whatever
 * the processes and the job's retries: the week is recorded for the user before the e-mail
 * leaves (`digest_deliveries`).
 */
import { and, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { digestUnsubscribe } from '../../../src/contract/endpoints/digest-unsubscribe.js';
import type { Db } from '../../db/client.js';
import { CUSTOMER_ROLES, digestDeliveries, users } from '../../db/schema.js';
import type { PeriodicJob } from '../../jobs/queue.js';
import { eachConcurrently } from '../../jobs/each-concurrently.js';
import type { Mailer } from '../mailer.js';
import { digestContentFor, type DigestUser } from './content.js';
import { digestEmail } from './email.js';
import { NOTIFICATIONS_PAGE } from './pages.js';
import { digestSlotAt, type DigestSlot } from './schedule.js';
import { namedUsageEventId, recordUsageEvents } from '../usage-events.js';
import { openedLinkBase } from './opened-link.js';
import { digestKey, unsubscribeToken } from './unsubscribe-token.js';

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: every link of the e-mail is built on it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** How long a week's deliveries are kept: long past any retry of that week's job. */
const KEPT_DAYS = 90;
/** Users whose digest a run prepares and sends at once. */
const DIGEST_CONCURRENCY = 4;

export function digestJob(deps: DigestDeps): PeriodicJob {
  return {
    name: 'digest',
    slotOf(now) {
      const slot = digestSlotAt(now);
      return { key: `digest:${slot.week}`, runAt: slot.dueAt };
    },
    run: async (now) => {
      const { sent, failed } = await sendWeeklyDigests(deps, now);
      if (sent > 0) deps.log.info({ sent }, 'weekly digests sent');
      // The queue runs the job again later: only the users whose e-mail failed are left.
      if (failed > 0) throw new Error(`${failed} weekly digest e-mails not sent`);
    },
  };
}

/** The link that unsubscribes `userId` in one click, on PUBLIC_URL. */
export function unsubscribeUrl(publicUrl: string, key: Buffer, userId: number): string {
  return `${publicUrl}${digestUnsubscribe.path}?token=${unsubscribeToken(key, userId)}`;
}

/**
 * Records the week for the user, unless it is already (another process, an earlier run) or the
 * user has just turned the digest off: true when this run is the one to send it.
 */
async function claimWeek(db: Db, userId: number, week: string): Promise<boolean> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
  const { rows } = (await db.execute(
    sql`insert into digest_deliveries (user_id, week)
      select id, ${week} from users where id = ${userId} and digest_enabled
      on conflict do nothing returning user_id`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

function dueUsers(db: Db, slot: DigestSlot) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      role: users.role,
      companyId: users.companyId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.digestEnabled, true),
        eq(users.activated, true),
        isNull(users.deactivatedAt),
        inArray(users.role, CUSTOMER_ROLES),
        // A week's digest is for the accounts there when it was due, however late it runs.
        lte(users.createdAt, slot.dueAt),
        notExists(
          db
            .select({ userId: digestDeliveries.userId })
            .from(digestDeliveries)
            .where(
              and(eq(digestDeliveries.userId, users.id), eq(digestDeliveries.week, slot.week)),
            ),
        ),
      ),
    )
    .orderBy(users.id);
}

/** Sends the digests of the slot `now` falls in; counts those sent and those that failed. */
export async function sendWeeklyDigests(
  deps: DigestDeps,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const { db, mailer, publicUrl } = deps;
  const slot = digestSlotAt(now);
  await db
    .delete(digestDeliveries)
    .where(sql`${digestDeliveries.sentAt} < now() - ${KEPT_DAYS} * interval '1 day'`);
  const key = await digestKey(db);
  const due = await dueUsers(db, slot);
  let sent = 0;
  let failed = 0;
  const send = async (user: (typeof due)[number]) => {
    // Its links to the app pass by the server, which counts the digest opened (docs/statistics.md).
    const linkBase = openedLinkBase(publicUrl, key, user.id, slot.week);
    const content = await digestContentFor(db, user satisfies DigestUser, slot, now, linkBase);
    const message = digestEmail({
      to: user.email,
      firstname: user.firstname,
      ...content,
      unsubscribeUrl: unsubscribeUrl(publicUrl, key, user.id),
      settingsUrl: `${publicUrl}${NOTIFICATIONS_PAGE}`,
    });
    if (!message || !(await claimWeek(db, user.id, slot.week))) return;
    try {
      await mailer.send(message);
      sent += 1;
      const id = namedUsageEventId(`digest_sent:${user.id}:${slot.week}`);
      await recordUsageEvents(db, user, [{ id, kind: 'digest_sent', occurredAt: now }]);
    } catch {
      // Known not to have left (the mailer logged why): the next try of the job sends it. A
      // crash between the record and the send loses it instead: never two in a week.
      await db
        .delete(digestDeliveries)
        .where(and(eq(digestDeliveries.userId, user.id), eq(digestDeliveries.week, slot.week)));
      failed += 1;
    }
  };
  await eachConcurrently(due, DIGEST_CONCURRENCY, send);
  return { sent, failed };
}

/**
 * The daily rollups of `usage_events` (docs/back-office/statistics.md, « Agrégats »): every minute
 * a job finds the days that received events since its last run (late ones included: a view made
 * offline arrives days later) and computes those days again from the raw events, whole, so that a
 * run made twice, or by two processes, leaves the same rows. The dashboards read only these.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { minuteSlot, type PeriodicJob } from '../../jobs/queue.js';

/** Kinds that are not the user's own doing: they do not make a user active. */
const NOT_ACTIVITY = ['push_sent', 'digest_sent'] as const;
/**
 * Events received since the last run's start, less this margin: an insert whose transaction
 * began before that start and committed after it is still found (a day computed twice is the same).
 */
const OVERLAP = '5 minutes';
/** Active users' pseudonymous keys go with the raw events (docs/back-office/statistics.md). */
const KEPT_USER_DAYS = '13 months';
/** Serialises the days' computations between processes (two runs of slots a minute apart). */
const ROLLUP_LOCK = 'usage-rollup';

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

export function usageRollupJob(db: Db, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: 'usage-rollup',
    slotOf(now) {
      const { suffix, start } = minuteSlot(now);
      return { key: `usage-rollup:${suffix}`, runAt: start };
    },
    run: async () => {
      const days = await rollUpUsage(db);
      if (days > 5) log.info({ days }, 'usage rollups computed');
    },
  };
}

/** Computes again every day that received events since the last run; answers how many. */
export async function rollUpUsage(db: Db): Promise<number> {
  const [clock] = await rowsOf<{ now: string }>(db, sql`select now()::text as now`);
  if (!clock) throw new Error('now() answered no row');
  const [state] = await rowsOf<{ since: string }>(
    db,
    sql`select (started_at - ${OVERLAP}::interval)::text as since
      from usage_rollup_state where name = 'daily'`,
  );
  const days = (
    await rowsOf<{ day: string }>(
      db,
      state
        ? sql`select distinct (occurred_at at time zone 'Europe/Paris')::date::text as day
            from usage_events where received_at >= ${state.since}::timestamptz order by 1`
        : sql`select distinct (occurred_at at time zone 'Europe/Paris')::date::text as day
            from usage_events order by 1`,
    )
  ).map((row) => row.day);
  for (const day of days) await rollUpDay(db, day);
  for (const month of new Set(days.map((day) => `${day.slice(0, 7)}-01`))) {
    await rollUpMonth(db, month);
  }
  const [first, last] = [days[0], days.at(-1)];
  if (first !== undefined && last !== undefined) await computeActiveUsers(db, first, last);
  await db.execute(
    sql`delete from usage_daily_users
      where day < ((now() at time zone 'Europe/Paris') - ${KEPT_USER_DAYS}::interval)::date`,
  );
  await db.execute(
    sql`insert into usage_rollup_state (name, started_at) values ('daily', ${clock.now}::timestamptz)
      on conflict (name) do update set started_at = excluded.started_at`,
  );
  return days.length;
}

/** One Paris day's rows of every rollup, made again from that day's raw events. */
async function rollUpDay(db: Db, day: string): Promise<void> {
  const start = sql`(${day}::date::timestamp at time zone 'Europe/Paris')`;
  const end = sql`((${day}::date + 1)::timestamp at time zone 'Europe/Paris')`;
  const ofDay = sql`occurred_at >= ${start} and occurred_at < ${end}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`);
    for (const table of ['segments', 'companies', 'items', 'searches', 'users']) {
      await tx.execute(
        sql`delete from ${sql.identifier(`usage_daily_${table}`)} where day = ${day}`,
      );
    }
    await tx.execute(sql`insert into usage_daily_segments (day, kind, role, events)
      select ${day}, kind, role, count(*) from usage_events where ${ofDay} group by 2, 3`);
    await tx.execute(sql`insert into usage_daily_companies (day, kind, company_id, role, events)
      select ${day}, kind, company_id, role, count(*) from usage_events
      where ${ofDay} and role in ('NETWORK', 'AGENCY') and company_id is not null
      group by 2, 3, 4`);
    await tx.execute(sql`insert into usage_daily_items (day, kind, item_id, events)
      select ${day}, kind, item_id, count(*)
      from usage_events where ${ofDay} and item_id is not null group by 2, 3`);
    await tx.execute(sql`insert into usage_daily_searches (day, terms, found, events)
      select ${day}, terms, found, count(*) from (
        select lower(regexp_replace(btrim(search_terms), '\\s+', ' ', 'g')) as terms,
          coalesce(search_found, false) as found
        from usage_events where ${ofDay} and kind = 'search' and search_terms is not null
      ) searched where terms <> '' group by 2, 3`);
    await tx.execute(sql`insert into usage_daily_users (day, user_key)
      select distinct ${day}::date, user_key from usage_events
      where ${ofDay} and kind not in (${sql.join(
        NOT_ACTIVITY.map((kind) => sql`${kind}`),
        sql`, `,
      )})`);
  });
}

/** One month's rows of the monthly rollups, made again from its days' rows. */
async function rollUpMonth(db: Db, month: string): Promise<void> {
  const ofMonth = sql`day >= ${month}::date and day < (${month}::date + interval '1 month')`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`);
    await tx.execute(sql`delete from usage_monthly_items where month = ${month}`);
    await tx.execute(sql`delete from usage_monthly_companies where month = ${month}`);
    await tx.execute(sql`insert into usage_monthly_items (month, kind, item_id, events)
      select ${month}, kind, item_id, sum(events) from usage_daily_items
      where ${ofMonth} group by 2, 3`);
    await tx.execute(sql`insert into usage_monthly_companies (month, kind, company_id, role, events)
      select ${month}, kind, company_id, role, sum(events) from usage_daily_companies
      where ${ofMonth} group by 2, 3, 4`);
  });
}

/**
 * The active users of each day from `first` on, over that day, the 7 and the 30 days ending it:
 * a day computed again changes the 7- and 30-day figures of the days after it, up to today.
 */
async function computeActiveUsers(db: Db, first: string, last: string): Promise<void> {
  await db.execute(sql`insert into usage_daily_active (day, daily, weekly, monthly)
    select d.day,
      (select count(*) from usage_daily_users u where u.day = d.day),
      (select count(distinct u.user_key) from usage_daily_users u
        where u.day between d.day - 6 and d.day),
      (select count(distinct u.user_key) from usage_daily_users u
        where u.day between d.day - 29 and d.day)
    from (
      select s::date as day from generate_series(
        ${first}::date,
        least(${last}::date + 29, (now() at time zone 'Europe/Paris')::date),
        interval '1 day'
      ) s
    ) d
    on conflict (day) do update
      set daily = excluded.daily, weekly = excluded.weekly, monthly = excluded.monthly`);
}

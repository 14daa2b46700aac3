/**
 * The rows of every statistics table (src/contract/statistics-tables.ts), read from the daily
 * rollups only (./rollup.ts): a page of rows at a time, so that a screen asks for its first rows
 * and a CSV export goes through a year of data page by page (./csv.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  BackOfficeTableName,
  PartnerTableName,
  StatisticsRow,
} from '../../../src/contract/statistics-tables.js';
import { SERVICE_PLUS_TYPE_LABELS } from '../../../src/contract/back-office/schemas/services-plus.js';
import type { Db } from '../../db/client.js';

export const VIEW_KINDS = ['offer_view', 'promotion_view', 'service_view', 'news_view'];
export const REDIRECTION_KINDS = ['offer_redirection', 'service_redirection'];
export const DOWNLOAD_KINDS = ['price_list_download'];
/** The kinds about an offer (a promotion is an offer) and about a service. */
export const OFFER_KINDS = [
  'offer_view',
  'promotion_view',
  'offer_redirection',
  'price_list_download',
];
export const SERVICE_KINDS = ['service_view', 'service_redirection'];

export const ROLE_LABELS: Record<string, string> = {
  PRO: 'Professionnels',
  AGENCY: 'Agences',
  NETWORK: 'Réseaux',
  PARTNER: 'Partenaires',
  ADMIN: 'Administrateurs',
};

/** Paris days, both included. */
export interface Period {
  from: string;
  to: string;
}

/**
 * Whose figures: every item (the back office), or a partner's own offers and services, or one
 * of them.
 */
export type Scope =
  { all: true } | { all: false; partnerId: number; offerId?: number; serviceId?: number };

export interface Page {
  limit: number;
  offset: number;
}

export const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** `sum(events)` of some kinds, 0 when none. */
export const sumOf = (kinds: readonly string[]) =>
  sql`coalesce(sum(events) filter (where kind in (${list(kinds)})), 0)::int`;

const between = (period: Period) => sql`day between ${period.from}::date and ${period.to}::date`;

type PartnerScope = Extract<Scope, { all: false }>;

/** The offers and services a partner's scope names, as (item_kind, item_id) rows. */
function scopeItems(scope: PartnerScope): SQL {
  const parts: SQL[] = [];
  if (scope.serviceId === undefined) {
    const one = scope.offerId === undefined ? sql`` : sql` and id = ${scope.offerId}`;
    parts.push(sql`select 'offer' as item_kind, id as item_id from offers
      where partner_id = ${scope.partnerId}${one}`);
  }
  if (scope.offerId === undefined) {
    const one = scope.serviceId === undefined ? sql`` : sql` and id = ${scope.serviceId}`;
    parts.push(sql`select 'service' as item_kind, id as item_id from services_plus
      where partner_id = ${scope.partnerId}${one}`);
  }
  return sql.join(parts, sql` union all `);
}

/** Whether an item rollup's row (`t`) is about an offer or a service. */
const itemKindOf = sql`case when t.kind in (${list(SERVICE_KINDS)}) then 'service'
  when t.kind in (${list(OFFER_KINDS)}) then 'offer' end`;

/** The scope's items joined to an item rollup's rows (`t`): a partner's few, by their index. */
function scopeJoin(scope: Scope): SQL {
  if (scope.all) return sql``;
  return sql`join (${scopeItems(scope)}) s on s.item_id = t.item_id and s.item_kind = ${itemKindOf}`;
}

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const nextMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** A part of a period read from one rollup: its months' rows, or its days'. */
interface Span {
  by: 'month' | 'day';
  from: string;
  to: string;
}

/**
 * A period cut into the whole months it holds, read from the monthly rollups, and the days at
 * its ends, read from the daily ones: a year reads twelve months and a few days. A period that
 * reaches `today` (a Paris day) holds the current month whole: no event comes from later days.
 */
export function spansOf(period: Period, today = parisDay()): Span[] {
  const first = period.from.endsWith('-01') ? period.from : nextMonth(period.from);
  const monthEnds = nextMonth(period.to) === shift(period.to, 1) || period.to >= today;
  const afterLast = monthEnds ? nextMonth(period.to) : `${period.to.slice(0, 7)}-01`;
  if (first >= afterLast) return [{ by: 'day', from: period.from, to: period.to }];
  const spans: Span[] = [{ by: 'month', from: first, to: shift(afterLast, -1) }];
  if (period.from < first) spans.push({ by: 'day', from: period.from, to: shift(first, -1) });
  if (afterLast <= period.to) spans.push({ by: 'day', from: afterLast, to: period.to });
  return spans;
}

function parisDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * The rows (`kind`, `item_id`, `events`) of the item rollups over a period, the scope's only; by
 * day (`day` too) for a series, which reads the daily rollup alone.
 */
function itemRows(period: Period, scope: Scope, byDay = false): SQL {
  const spans: Span[] = byDay ? [{ by: 'day', ...period }] : spansOf(period);
  const parts = spans.map((span) => {
    const table = span.by === 'day' ? sql`usage_daily_items` : sql`usage_monthly_items`;
    const column = span.by === 'day' ? sql`t.day` : sql`t.month`;
    return sql`select ${byDay ? sql`t.day, ` : sql``}t.kind, t.item_id, t.events from ${table} t
      ${scopeJoin(scope)} where ${column} between ${span.from}::date and ${span.to}::date`;
  });
  // Summed by kind and item first: the callers' filters then read thousands of rows, not a
  // hundred thousand.
  return byDay
    ? sql`(${sql.join(parts, sql` union all `)})`
    : sql`(select kind, item_id, sum(events)::int as events
        from (${sql.join(parts, sql` union all `)}) spans group by kind, item_id)`;
}

/** The rows (`kind`, `company_id`, `role`, `events`) of the companies' rollups over a period. */
function companyRows(period: Period): SQL {
  const parts = spansOf(period).map((span) =>
    span.by === 'day'
      ? sql`select kind, company_id, role, events from usage_daily_companies
          where day between ${span.from}::date and ${span.to}::date`
      : sql`select kind, company_id, role, events from usage_monthly_companies
          where month between ${span.from}::date and ${span.to}::date`,
  );
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** The scope's totals of views, redirections and downloads over a period, from the items. */
export function itemTotals(period: Period, scope: Scope): SQL {
  return sql`select ${sumOf(VIEW_KINDS)} as views, ${sumOf(REDIRECTION_KINDS)} as redirections,
    ${sumOf(DOWNLOAD_KINDS)} as downloads from ${itemRows(period, scope)} r`;
}

async function rowsOf(db: Db, query: SQL): Promise<StatisticsRow[]> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
  return ((await db.execute(query)) as unknown as { rows: StatisticsRow[] }).rows;
}

const days = (period: Period, page: Page) => sql`(
  select s::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') s
  order by 1 limit ${page.limit} offset ${page.offset}
) d`;

/** The share `part / whole`, null when `whole` is 0. */
const share = (part: SQL, whole: SQL) =>
  sql`case when ${whole} = 0 then null else round(${part}::numeric / ${whole}, 4)::float8 end`;

function activity(db: Db, period: Period, page: Page) {
  return rowsOf(
    db,
    sql`select d.day::text as day, coalesce(a.daily, 0) as daily, coalesce(a.weekly, 0) as weekly,
        coalesce(a.monthly, 0) as monthly
      from ${days(period, page)} left join usage_daily_active a on a.day = d.day order by d.day`,
  );
}

/** Views, redirections and downloads of each day, from the segments or from the scope's items. */
function usage(db: Db, period: Period, scope: Scope, page: Page) {
  const source = scope.all
    ? sql`usage_daily_segments where ${between(period)}`
    : sql`${itemRows(period, scope, true)} r`;
  return rowsOf(
    db,
    sql`select d.day::text as day, coalesce(u.views, 0) as views,
        coalesce(u.redirections, 0) as redirections, coalesce(u.downloads, 0) as downloads
      from ${days(period, page)} left join (
        select day, ${sumOf(VIEW_KINDS)} as views, ${sumOf(REDIRECTION_KINDS)} as redirections,
          ${sumOf(DOWNLOAD_KINDS)} as downloads
        from ${source} group by day
      ) u on u.day = d.day order by d.day`,
  );
}

const OFFER_TYPE = sql`case when o.privilege then 'Promotion' else 'Offre' end`;
const SERVICE_TYPE = sql`case s.type ${sql.join(
  Object.entries(SERVICE_PLUS_TYPE_LABELS).map(([type, label]) => sql`when ${type} then ${label}`),
  sql` `,
)} end`;

/**
 * Each offer's and service's views, redirections, conversion and downloads, most viewed first.
 * A partner's list holds all its items, those nobody opened too; the back office's, the items
 * used over the period (an item since deleted keeps its figures, « Élément supprimé »).
 */
function items(db: Db, period: Period, scope: Scope, page: Page) {
  const used = sql`select case when kind in (${list(SERVICE_KINDS)}) then 'service' else 'offer' end
      as item_kind, item_id,
      ${sumOf(VIEW_KINDS)} as views, ${sumOf(REDIRECTION_KINDS)} as redirections,
      ${sumOf(DOWNLOAD_KINDS)} as downloads
    from ${itemRows(period, scope)} r
    where kind in (${list([...OFFER_KINDS, ...SERVICE_KINDS])})
    group by 1, 2`;
  const listed = scope.all
    ? sql`select * from (${used}) used`
    : sql`select c.item_kind, c.item_id, coalesce(u.views, 0) as views,
          coalesce(u.redirections, 0) as redirections, coalesce(u.downloads, 0) as downloads
        from (${scopeItems(scope)}) c left join (${used}) u on u.item_kind = c.item_kind and u.item_id = c.item_id`;
  return rowsOf(
    db,
    sql`select l.item_kind as kind, l.item_id as id,
        coalesce(case l.item_kind when 'offer' then ${OFFER_TYPE} else ${SERVICE_TYPE} end, '') as type,
        coalesce(o.title, s.title, 'Élément supprimé') as title,
        l.views, l.redirections, ${share(sql`l.redirections`, sql`l.views`)} as conversion,
        l.downloads${scope.all ? sql`, coalesce(p.name, '') as partner` : sql``}
      from (${listed}) l
      left join offers o on l.item_kind = 'offer' and o.id = l.item_id
      left join services_plus s on l.item_kind = 'service' and s.id = l.item_id
      left join partners p on p.id = coalesce(o.partner_id, s.partner_id)
      order by l.views desc, l.redirections desc, l.item_kind, l.item_id
      limit ${page.limit} offset ${page.offset}`,
  );
}

function roles(db: Db, period: Period, page: Page) {
  return rowsOf(
    db,
    sql`select case role ${sql.join(
      Object.entries(ROLE_LABELS).map(([role, label]) => sql`when ${role} then ${label}`),
      sql` `,
    )} end as role,
        ${sumOf(['login'])} as logins, ${sumOf(VIEW_KINDS)} as views,
        ${sumOf(REDIRECTION_KINDS)} as redirections, ${sumOf(DOWNLOAD_KINDS)} as downloads,
        ${sumOf(['search'])} as searches
      from usage_daily_segments where ${between(period)}
      group by usage_daily_segments.role order by views desc, logins desc, 1
      limit ${page.limit} offset ${page.offset}`,
  );
}

function companies(db: Db, period: Period, page: Page) {
  return rowsOf(
    db,
    sql`select coalesce(c.company_name, 'Société ' || g.company_id) as company,
        case g.role when 'NETWORK' then 'Réseau' else 'Agence' end as role,
        g.logins, g.views, g.redirections, g.downloads
      from (
        select company_id, role, ${sumOf(['login'])} as logins, ${sumOf(VIEW_KINDS)} as views,
          ${sumOf(REDIRECTION_KINDS)} as redirections, ${sumOf(DOWNLOAD_KINDS)} as downloads
        from ${companyRows(period)} r
        group by company_id, role
      ) g left join companies c on c.id = g.company_id
      order by g.views desc, g.logins desc, 1
      limit ${page.limit} offset ${page.offset}`,
  );
}

function searches(db: Db, period: Period, page: Page) {
  return rowsOf(
    db,
    sql`select terms, sum(events)::int as count from usage_daily_searches
      where ${between(period)} and not found
      group by terms order by 2 desc, 1 limit ${page.limit} offset ${page.offset}`,
  );
}

function notifications(db: Db, period: Period, page: Page) {
  return rowsOf(
    db,
    sql`select channel, sent, opened, ${share(sql`opened`, sql`sent`)} as rate from (
        select 1 as position, 'Notifications push' as channel, ${sumOf(['push_sent'])} as sent,
          ${sumOf(['push_opened'])} as opened
        from usage_daily_segments where ${between(period)}
        union all
        select 2, 'Courriel hebdomadaire', ${sumOf(['digest_sent'])}, ${sumOf(['digest_opened'])}
        from usage_daily_segments where ${between(period)}
      ) n order by position limit ${page.limit} offset ${page.offset}`,
  );
}

type TableRows = (db: Db, period: Period, scope: Scope, page: Page) => Promise<StatisticsRow[]>;

export const BACK_OFFICE_ROWS: Record<BackOfficeTableName, TableRows> = {
  activity: (db, period, _scope, page) => activity(db, period, page),
  usage,
  items,
  roles: (db, period, _scope, page) => roles(db, period, page),
  companies: (db, period, _scope, page) => companies(db, period, page),
  searches: (db, period, _scope, page) => searches(db, period, page),
  notifications: (db, period, _scope, page) => notifications(db, period, page),
};

export const PARTNER_ROWS: Record<PartnerTableName, TableRows> = { usage, items };

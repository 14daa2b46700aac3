/**
 * A period’s « Statistiques » (docs/back-office/statistics.md): its headline figures beside the
 * same over the period of the same length just before, and the first rows of each table, all
 * read from the daily and monthly rollups (./rollup.ts).
 */
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  BACK_OFFICE_TABLES,
  type BackOfficeTableName,
  type PartnerTableName,
  PARTNER_TABLES,
  SHOWN_ROWS,
  daySpan,
  type StatisticsTable,
} from '../../../src/contract/statistics-tables.js';
import type { StatisticsFigure, StatisticsReport } from '../../../src/contract/statistics.js';
import type { Db } from '../../db/client.js';
import { csvOf } from './csv.js';
import {
  BACK_OFFICE_ROWS,
  DOWNLOAD_KINDS,
  PARTNER_ROWS,
  REDIRECTION_KINDS,
  VIEW_KINDS,
  itemTotals,
  sumOf,
  type Period,
  type Scope,
} from './tables.js';

/** The day `days` after `day` (before, when negative). */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The period of the same length that ends the day before `period` starts. */
export function previousOf(period: Period): Period {
  const to = shift(period.from, -1);
  return { from: shift(to, -daySpan(period.from, period.to)), to };
}

type Totals = Record<string, number | null>;

async function oneRow(db: Db, query: SQL): Promise<Totals> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
  const { rows } = (await db.execute(query)) as unknown as { rows: Totals[] };
  return rows[0] ?? {};
}

const usageSums = sql`${sumOf(VIEW_KINDS)} as views, ${sumOf(REDIRECTION_KINDS)} as redirections,
  ${sumOf(DOWNLOAD_KINDS)} as downloads`;

/** The back office's totals of one period. */
async function backOfficeTotals(db: Db, period: Period): Promise<Totals> {
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const [events, searches, active] = await Promise.all([
    oneRow(
      db,
      sql`select ${usageSums}, ${sumOf(['search'])} as searches, ${sumOf(['login'])} as logins
        from usage_daily_segments where ${inPeriod}`,
    ),
    oneRow(
      db,
      sql`select coalesce(sum(events), 0)::int as "searchesWithoutResults"
        from usage_daily_searches where ${inPeriod} and not found`,
    ),
    // The 7- and 30-day figures of the period's last day computed (today, for a period not over).
    oneRow(
      db,
      sql`select
          (select round(avg(daily))::int from usage_daily_active where ${inPeriod}) as daily,
          last.weekly, last.monthly
        from (select 1) one left join lateral (
          select weekly, monthly from usage_daily_active where ${inPeriod}
          order by day desc limit 1
        ) last on true`,
    ),
  ]);
  return { ...events, ...searches, ...active };
}

async function partnerTotals(db: Db, period: Period, scope: Scope): Promise<Totals> {
  return oneRow(db, itemTotals(period, scope));
}

interface FigureDefinition {
  key: string;
  label: string;
  format: StatisticsFigure['format'];
}

const USAGE_FIGURES: FigureDefinition[] = [
  { key: 'views', label: 'Consultations', format: 'count' },
  { key: 'redirections', label: 'Redirections vers le site', format: 'count' },
  { key: 'conversion', label: 'Conversion (redirections / consultations)', format: 'share' },
  { key: 'downloads', label: 'Grilles tarifaires téléchargées', format: 'count' },
];

const BACK_OFFICE_FIGURES: FigureDefinition[] = [
  { key: 'daily', label: 'Utilisateurs actifs par jour (moyenne)', format: 'count' },
  { key: 'weekly', label: 'Utilisateurs actifs sur 7 jours', format: 'count' },
  { key: 'monthly', label: 'Utilisateurs actifs sur 30 jours', format: 'count' },
  { key: 'logins', label: 'Connexions', format: 'count' },
  ...USAGE_FIGURES,
  { key: 'searches', label: 'Recherches', format: 'count' },
  { key: 'searchesWithoutResults', label: 'Recherches sans résultat', format: 'count' },
];

/** A figure's value: the conversion from its parts, null when there was nothing to measure. */
function valueOf(totals: Totals, key: string): number | null {
  if (key !== 'conversion') return totals[key] ?? null;
  const views = totals.views ?? 0;
  return views === 0 ? null : Math.round(((totals.redirections ?? 0) / views) * 10_000) / 10_000;
}

async function report(
  period: Period,
  figures: FigureDefinition[],
  totalsOf: (period: Period) => Promise<Totals>,
  tables: readonly StatisticsTable[],
  rowsOf: (table: string, page: { limit: number; offset: number }) => Promise<unknown>,
): Promise<StatisticsReport> {
  const previous = previousOf(period);
  const [current, before, ...rows] = await Promise.all([
    totalsOf(period),
    totalsOf(previous),
    ...tables.map((table) =>
      // The tables by day hold every day of the period; the others their first rows.
      rowsOf(table.name, {
        limit: table.chart ? daySpan(period.from, period.to) + 1 : SHOWN_ROWS,
        offset: 0,
      }),
    ),
  ]);
  return {
    from: period.from,
    to: period.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    figures: figures.map((figure) => ({
      ...figure,
      current: valueOf(current, figure.key),
      previous: valueOf(before, figure.key),
    })),
    tables: Object.fromEntries(
      tables.map((table, index) => [table.name, rows[index]]),
    ) as StatisticsReport['tables'],
  };
}

export function backOfficeReport(db: Db, period: Period): Promise<StatisticsReport> {
  const scope: Scope = { all: true };
  return report(
    period,
    BACK_OFFICE_FIGURES,
    (each) => backOfficeTotals(db, each),
    BACK_OFFICE_TABLES,
    (table, page) =>
      BACK_OFFICE_ROWS[table as keyof typeof BACK_OFFICE_ROWS](db, period, scope, page),
  );
}

export function partnerReport(db: Db, period: Period, scope: Scope): Promise<StatisticsReport> {
  return report(
    period,
    USAGE_FIGURES,
    (each) => partnerTotals(db, each, scope),
    PARTNER_TABLES,
    (table, page) =>
      table === 'items'
        ? partnerItems(db, period, scope)
        : PARTNER_ROWS[table as keyof typeof PARTNER_ROWS](db, period, scope, page),
  );
}

/**
 * Every item of the partner, whichever one the figures are narrowed to: the screen lists them all
 * and offers to choose one. A partner's items are few.
 */
function partnerItems(db: Db, period: Period, scope: Scope) {
  const whole: Scope = scope.all ? scope : { all: false, partnerId: scope.partnerId };
  return PARTNER_ROWS.items(db, period, whole, { limit: 1_000, offset: 0 });
}

/** A back office table, every row of it, as CSV. */
export function backOfficeCsv(db: Db, table: BackOfficeTableName, period: Period): Readable {
  const definition = tableNamed(BACK_OFFICE_TABLES, table);
  return csvOf(definition, (page) => BACK_OFFICE_ROWS[table](db, period, { all: true }, page));
}

/** A partner's table, every row of it, as CSV. */
export function partnerCsv(
  db: Db,
  table: PartnerTableName,
  period: Period,
  scope: Scope,
): Readable {
  const definition = tableNamed(PARTNER_TABLES, table);
  return csvOf(definition, (page) =>
    table === 'items' && page.offset > 0
      ? Promise.resolve([])
      : table === 'items'
        ? partnerItems(db, period, scope)
        : PARTNER_ROWS[table](db, period, scope, page),
  );
}

function tableNamed(tables: readonly StatisticsTable[], name: string): StatisticsTable {
  const table = tables.find((each) => each.name === name);
  if (!table) throw new Error(`Unknown statistics table: ${name}`);
  return table;
}

/**
 * « Statistiques » (docs/back-office/statistics.md), once for the server, the back office and the partner
 * space: each table's columns with their French headings, which the screens' data tables and the
 * CSV exports both read. No zod here: the screens take these without the schemas.
 */

/** The longest period asked at once: two years, so that a year compares with the one before. */
export const MAX_PERIOD_DAYS = 731;

/** Whole days from one day to another ("2026-11-01" to "2026-11-30": 29). */
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How a value reads: a day (DD/MM/YYYY), a count, a share (a percentage), a text. */
export type ColumnFormat = 'day' | 'count' | 'share' | 'text';

export interface StatisticsColumn {
  key: string;
  label: string;
  format: ColumnFormat;
}

export interface StatisticsTable {
  name: string;
  /** The table's caption, the chart's heading and the CSV file's name. */
  title: string;
  columns: readonly StatisticsColumn[];
  /** The columns drawn as lines over the days (the `day` column), when the table has a chart. */
  chart?: readonly string[];
}

const col = (key: string, label: string, format: ColumnFormat): StatisticsColumn => ({
  key,
  label,
  format,
});

const DAY = col('day', 'Jour', 'day');
const VIEWS = col('views', 'Consultations', 'count');
const REDIRECTIONS = col('redirections', 'Redirections vers le site', 'count');
const CONVERSION = col('conversion', 'Conversion (redirections / consultations)', 'share');
const DOWNLOADS = col('downloads', 'Grilles tarifaires téléchargées', 'count');
const ITEM_COLUMNS = [
  col('title', 'Titre', 'text'),
  col('type', 'Type', 'text'),
  VIEWS,
  REDIRECTIONS,
  CONVERSION,
  DOWNLOADS,
];

/** The back office's tables, in the page's order. */
export const BACK_OFFICE_TABLES = [
  {
    name: 'activity',
    title: 'Utilisateurs actifs',
    columns: [
      DAY,
      col('daily', 'Actifs du jour', 'count'),
      col('weekly', 'Actifs sur 7 jours', 'count'),
      col('monthly', 'Actifs sur 30 jours', 'count'),
    ],
    chart: ['daily', 'weekly', 'monthly'],
  },
  {
    name: 'usage',
    title: 'Consultations, redirections et téléchargements',
    columns: [DAY, VIEWS, REDIRECTIONS, DOWNLOADS],
    chart: ['views', 'redirections', 'downloads'],
  },
  {
    name: 'items',
    title: 'Offres et services les plus consultés',
    columns: [...ITEM_COLUMNS, col('partner', 'Partenaire', 'text')],
  },
  {
    name: 'roles',
    title: 'Par type de client',
    columns: [
      col('role', 'Type de client', 'text'),
      col('logins', 'Connexions', 'count'),
      VIEWS,
      REDIRECTIONS,
      DOWNLOADS,
      col('searches', 'Recherches', 'count'),
    ],
  },
  {
    name: 'companies',
    title: 'Par réseau et agence',
    columns: [
      col('company', 'Réseau ou agence', 'text'),
      col('role', 'Type', 'text'),
      col('logins', 'Connexions', 'count'),
      VIEWS,
      REDIRECTIONS,
      DOWNLOADS,
    ],
  },
  {
    name: 'searches',
    title: 'Recherches sans résultat',
    columns: [col('terms', 'Termes recherchés', 'text'), col('count', 'Recherches', 'count')],
  },
  {
    name: 'notifications',
    title: 'Portée des notifications',
    columns: [
      col('channel', 'Canal', 'text'),
      col('sent', 'Envoyées', 'count'),
      col('opened', 'Ouvertes', 'count'),
      col('rate', 'Taux d’ouverture', 'share'),
    ],
  },
] as const satisfies readonly StatisticsTable[];

/** The partner space's tables: its own offers' and services' use, never a person's. */
export const PARTNER_TABLES = [
  {
    name: 'usage',
    title: 'Consultations, redirections et téléchargements',
    columns: [DAY, VIEWS, REDIRECTIONS, DOWNLOADS],
    chart: ['views', 'redirections', 'downloads'],
  },
  { name: 'items', title: 'Vos offres et services', columns: ITEM_COLUMNS },
] as const satisfies readonly StatisticsTable[];

export type BackOfficeTableName = (typeof BACK_OFFICE_TABLES)[number]['name'];
export type PartnerTableName = (typeof PARTNER_TABLES)[number]['name'];

/** Rows a screen shows of a long table (its CSV holds them all). */
export const SHOWN_ROWS = 20;

/** The file name of a table's CSV: « statistiques-usage-2026-11-01-2026-11-30.csv ». */
export function csvFileName(table: string, period: { from: string; to: string }): string {
  return `statistiques-${table}-${period.from}-${period.to}.csv`;
}

/** A table's row: its columns' values by key (a day as "2026-11-05", a share from 0 to 1). */
export type StatisticsRow = Record<string, string | number | null>;

/**
 * One statistics table: its chart when it has one (lazy), its data table beside it (what the
 * chart shows, for every reader), and its CSV export for Excel.
 */
import { Suspense, useMemo } from 'react';
import type { StatisticsRow, StatisticsTable } from '../../contract/statistics-tables';
import { lazyPart } from '../../lib/lazy-part';
import { formatValue } from './format';
import type { ChartSeries } from './LineChart';

/** Lines of contrasting hues, each 4.5:1 at least on white. */
const COLORS = ['#1d5fc4', '#b4470c', '#13733a'];
/** Day-by-day rows shown unfolded: a month's. */
const FOLDED_ABOVE = 31;

function ChartUnavailable() {
  return (
    <p className="stats-chart__message">
      Le graphique n’a pas pu être chargé : le tableau donne les mêmes chiffres.
    </p>
  );
}

const LineChart = lazyPart(
  () => import('./LineChart').then((module) => module.LineChart),
  ChartUnavailable,
);

export function StatisticsTableView({
  table,
  rows,
  csvUrl,
  note,
}: {
  table: StatisticsTable;
  rows: readonly StatisticsRow[];
  csvUrl: string;
  /** Said below the table (« Les 20 premières lignes… »). */
  note?: string;
}) {
  const headingId = `stats-${table.name}`;
  const chart = useMemo(() => chartOf(table, rows), [table, rows]);
  return (
    <section className="stats-table" aria-labelledby={headingId}>
      <div className="stats-table__header">
        <h2 id={headingId}>{table.title}</h2>
        <a
          className="stats-button stats-button--secondary"
          href={csvUrl}
          download
          aria-label={`Exporter en CSV : ${table.title}`}
        >
          Exporter en CSV
        </a>
      </div>
      {chart && rows.length > 0 ? (
        <div className="stats-chart">
          <ul className="stats-chart__legend" aria-hidden="true">
            {chart.series.map((each) => (
              <li key={each.label}>
                <span className="stats-chart__swatch" style={{ background: each.color }} />
                {each.label}
              </li>
            ))}
          </ul>
          <Suspense fallback={<p className="stats-chart__message">Chargement du graphique…</p>}>
            <LineChart days={chart.days} series={chart.series} />
          </Suspense>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="stats-table__empty">Rien sur cette période.</p>
      ) : (
        <DataTable
          table={table}
          rows={rows}
          folded={Boolean(table.chart) && rows.length > FOLDED_ABOVE}
        />
      )}
      {note ? <p className="stats-table__note">{note}</p> : null}
    </section>
  );
}

/**
 * The table of the figures. A day-by-day table longer than a month is folded under its chart
 * (« Afficher le tableau jour par jour »): a year's 365 rows would bury the tables below it.
 */
function DataTable({
  table,
  rows,
  folded,
}: {
  table: StatisticsTable;
  rows: readonly StatisticsRow[];
  folded: boolean;
}) {
  const content = (
    <table>
      <caption className="stats-visually-hidden">{table.title}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.format === 'text' ? undefined : 'stats-number'}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {table.columns.map((column, position) => {
              const text = formatValue(column.format, row[column.key]);
              const className = column.format === 'text' ? undefined : 'stats-number';
              return position === 0 ? (
                <th key={column.key} scope="row" className={className}>
                  {text}
                </th>
              ) : (
                <td key={column.key} className={className}>
                  {text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return folded ? (
    <details className="stats-table__fold">
      <summary>Afficher le tableau jour par jour</summary>
      {content}
    </details>
  ) : (
    content
  );
}

function chartOf(table: StatisticsTable, rows: readonly StatisticsRow[]) {
  if (!table.chart) return null;
  const series: ChartSeries[] = table.chart.map((key, index) => ({
    label: table.columns.find((column) => column.key === key)?.label ?? key,
    values: rows.map((row) => Number(row[key] ?? 0)),
    color: COLORS[index % COLORS.length] ?? '#1d5fc4',
  }));
  return { days: rows.map((row) => String(row.day)), series };
}

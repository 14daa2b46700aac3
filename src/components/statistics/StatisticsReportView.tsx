/**
 * A period's « Statistiques », for the back office and the partner space alike: the headline
 * figures, then every table of the audience's list (src/contract/statistics-tables.ts) with its
 * chart and CSV export.
 */
import type { StatisticsReport } from '../../contract/statistics';
import { SHOWN_ROWS, type StatisticsTable } from '../../contract/statistics-tables';
import { FigureList } from './FigureList';
import { StatisticsTableView } from './StatisticsTableView';
import './statistics.css';

export function StatisticsReportView({
  report,
  tables,
  csvUrl,
  shownRows = SHOWN_ROWS,
}: {
  report: StatisticsReport;
  tables: readonly StatisticsTable[];
  csvUrl: (table: string) => string;
  /** Rows the server sends of a long table (its CSV holds all). */
  shownRows?: number;
}) {
  return (
    <div className="stats">
      <FigureList
        figures={report.figures}
        previous={{ from: report.previousFrom, to: report.previousTo }}
      />
      {tables.map((table) => {
        const rows = report.tables[table.name] ?? [];
        const cut = !table.chart && rows.length >= shownRows;
        return (
          <StatisticsTableView
            key={table.name}
            table={table}
            rows={rows}
            csvUrl={csvUrl(table.name)}
            note={
              cut ? `Les ${shownRows} premières lignes : l’export CSV les donne toutes.` : undefined
            }
          />
        );
      })}
    </div>
  );
}

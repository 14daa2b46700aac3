/**
 * A statistics table as a CSV file for Excel in French (docs/back-office/statistics.md,
 * « Exports »): `;` between fields, UTF-8 with a byte order mark (Excel reads accents right only
 * then), decimal comma, dates DD/MM/YYYY, CRLF lines. Written page by page as the rows are read,
 * so a year of rows is never held at once.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type {
  StatisticsColumn,
  StatisticsRow,
  StatisticsTable,
} from '../../../src/contract/statistics-tables.js';
import type { Page } from './tables.js';
import { csvFileName } from '../../../src/contract/statistics-tables.js';

/** Rows read from the database at a time. */
const PAGE_SIZE = 500;
const BOM = '\uFEFF';

/** A column's heading: a share is written as a percentage, which its heading says. */
const headingOf = (column: StatisticsColumn) =>
  column.format === 'share' ? `${column.label} (%)` : column.label;

function cellOf(column: StatisticsColumn, value: StatisticsRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  switch (column.format) {
    case 'day': {
      const [year, month, day] = String(value).split('-');
      return `${day}/${month}/${year}`;
    }
    case 'count':
      return String(value);
    case 'share':
      return String(Math.round(Number(value) * 1_000) / 10).replace('.', ',');
    case 'text':
      return quoted(String(value));
  }
}

/**
 * A text field: quoted when it holds a separator, a quote or a line break; and one that Excel
 * would run as a formula (a search's terms are what anyone typed) is kept as text by a quote.
 */
function quoted(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const lineOf = (cells: string[]) => `${cells.join(';')}\r\n`;

export function csvOf(
  table: StatisticsTable,
  rowsOf: (page: Page) => Promise<StatisticsRow[]>,
): Readable {
  async function* lines() {
    yield BOM + lineOf(table.columns.map((column) => quoted(headingOf(column))));
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const rows = await rowsOf({ limit: PAGE_SIZE, offset });
      if (rows.length > 0) {
        yield rows
          .map((row) => lineOf(table.columns.map((column) => cellOf(column, row[column.key]))))
          .join('');
      }
      if (rows.length < PAGE_SIZE) return;
    }
  }
  return Readable.from(lines());
}

/** Answers `csv` as the download of `table` over `period`: figures of the moment, kept by no cache. */
export function sendCsv(
  reply: FastifyReply,
  table: string,
  period: { from: string; to: string },
  csv: Readable,
): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(table, period)}"`)
    .send(csv);
}

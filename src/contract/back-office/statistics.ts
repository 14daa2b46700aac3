/**
 * The back office's « Statistiques » (docs/back-office/statistics.md): the period's figures and tables, and
 * each table as a CSV file for Excel. Schemas: ../statistics.ts. This module exports endpoints
 * only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';

const schemas = () => import('../statistics');

/** Every figure and table of a period, compared with the period of the same length before. */
export const boStatistics = endpoint({
  method: 'GET',
  path: '/bo/api/statistics',
  body: 'none',
  answer: 'json',
  schemas: () =>
    schemas().then((s) => ({ query: s.StatisticsPeriod, response: s.StatisticsReport })),
});

/** One table, every row of it, as CSV (`;`, UTF-8 with BOM, decimal comma, DD/MM/YYYY). */
export const boStatisticsCsv = endpoint({
  method: 'GET',
  path: '/bo/api/statistics/:table/csv',
  body: 'none',
  answer: 'file',
  schemas: () =>
    schemas().then((s) => ({ params: s.BackOfficeTableParams, query: s.StatisticsPeriod })),
});

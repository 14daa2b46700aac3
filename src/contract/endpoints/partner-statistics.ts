import { endpoint } from '../endpoint';

const schemas = () => import('../statistics');

/**
 * The partner space's « Statistiques » (docs/back-office/statistics.md): the use of the partner's own offers
 * and services over a period, or of one of them (403 for an item that is not the partner's).
 */
export const partnerStatistics = endpoint({
  method: 'GET',
  path: '/fo/partner/statistics',
  body: 'none',
  answer: 'json',
  schemas: () =>
    schemas().then((s) => ({ query: s.PartnerStatisticsQuery, response: s.StatisticsReport })),
});

/** One of those tables, every row of it, as CSV for Excel. */
export const partnerStatisticsCsv = endpoint({
  method: 'GET',
  path: '/fo/partner/statistics/:table/csv',
  body: 'none',
  answer: 'file',
  schemas: () =>
    schemas().then((s) => ({ params: s.PartnerTableParams, query: s.PartnerStatisticsQuery })),
});

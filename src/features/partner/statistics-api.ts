/**
 * The partner's « Statistiques » (docs/back-office/statistics.md): the use of its own offers and services
 * over a period, or of one of them, and each table's CSV file.
 */
import { queryOptions } from '@tanstack/react-query';
import { urlOf } from '../../contract/endpoint';
import {
  partnerStatistics,
  partnerStatisticsCsv,
} from '../../contract/endpoints/partner-statistics';
import { http } from '../../lib/http';

/** The period and, when one is chosen, the offer or service the figures are narrowed to. */
export interface PartnerStatisticsAsk {
  from: string;
  to: string;
  offerId?: number;
  serviceId?: number;
}

export const partnerStatisticsQueryOptions = (ask: PartnerStatisticsAsk) =>
  queryOptions({
    queryKey: ['partner', 'statistics', ask] as const,
    queryFn: () => http.call(partnerStatistics, { query: ask }),
  });

export const partnerStatisticsCsvUrl = (table: string, ask: PartnerStatisticsAsk) =>
  urlOf(partnerStatisticsCsv, { table }, { ...ask });

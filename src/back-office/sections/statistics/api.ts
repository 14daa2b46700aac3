/** « Statistiques » (docs/back-office/statistics.md): a period's figures and tables, and their CSV files. */
import { queryOptions } from '@tanstack/react-query';
import { boStatistics, boStatisticsCsv } from '../../../contract/back-office/statistics';
import { urlOf } from '../../../contract/endpoint';
import type { Period } from '../../../components/statistics';
import { sectionKeys } from '../../components/query-keys';
import { boHttp } from '../../http';

export const boStatisticsKeys = sectionKeys('statistics');

export const boStatisticsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [...boStatisticsKeys.all, period.from, period.to],
    queryFn: () => boHttp.call(boStatistics, { query: period }),
  });

export const boStatisticsCsvUrl = (table: string, period: Period) =>
  urlOf(boStatisticsCsv, { table }, { from: period.from, to: period.to });

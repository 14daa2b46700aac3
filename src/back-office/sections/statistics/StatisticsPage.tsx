/**
 * « Statistiques » (docs/back-office/statistics.md): what customers use and what they look for in vain, over
 * a period kept in the address, compared with the period before; every table beside its chart
 * and exported as CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { BACK_OFFICE_TABLES } from '../../../contract/statistics-tables';
import { PeriodPicker, StatisticsReportView, periodOf } from '../../../components/statistics';
import { PageHeader } from '../../components';
import { LOADING_LABEL, ListError } from '../../components/list/ListState';
import { errorMessage } from '../../http';
import { boStatisticsCsvUrl, boStatisticsQueryOptions } from './api';

export const STATISTICS_TITLE = 'Statistiques';

export function StatisticsPage() {
  const period = periodOf(useSearch({ strict: false }));
  const navigate = useNavigate();
  const result = useQuery(boStatisticsQueryOptions(period));
  return (
    <>
      <PageHeader title={STATISTICS_TITLE} />
      <PeriodPicker
        period={period}
        onChange={(next) => void navigate({ to: '.', search: next as never })}
      />
      <ListError
        message={result.error ? errorMessage(result.error) : null}
        retry={result.refetch}
      />
      <div aria-busy={result.isFetching} aria-live="polite">
        {result.data ? (
          <StatisticsReportView
            report={result.data}
            tables={BACK_OFFICE_TABLES}
            csvUrl={(table) => boStatisticsCsvUrl(table, period)}
          />
        ) : result.isPending ? (
          <p>{LOADING_LABEL}</p>
        ) : null}
      </div>
    </>
  );
}

/**
 * « Statistiques » of the partner space (docs/back-office/statistics.md): how customers use the partner's
 * offers and services over a period, all of them or one, beside the period before; never
 * anything about a person. The period and the item are in the address.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { PARTNER_TABLES } from '../../contract/statistics-tables';
import { PeriodPicker, StatisticsReportView, type Period } from '../../components/statistics';
import {
  partnerStatisticsCsvUrl,
  partnerStatisticsQueryOptions,
  type PartnerStatisticsAsk,
} from './statistics-api';
import './partner.css';

export const ALL_ITEMS_LABEL = 'Toutes vos offres et tous vos services';

/** The item chosen, as the address writes it: « offer-12 », « service-3 ». */
export type ItemChoice = `${'offer' | 'service'}-${number}`;

export function askOf(period: Period, item: ItemChoice | undefined): PartnerStatisticsAsk {
  const [kind, id] = item ? item.split('-') : [];
  return {
    ...period,
    ...(kind === 'offer' ? { offerId: Number(id) } : {}),
    ...(kind === 'service' ? { serviceId: Number(id) } : {}),
  };
}

export function PartnerStatistics({
  period,
  item,
  onChange,
}: {
  period: Period;
  item: ItemChoice | undefined;
  onChange: (period: Period, item: ItemChoice | undefined) => void;
}) {
  const id = useId();
  const ask = askOf(period, item);
  const result = useQuery(partnerStatisticsQueryOptions(ask));
  const items = result.data?.tables.items ?? [];
  return (
    <div className="partner-statistics">
      <h1>Statistiques</h1>
      <p className="partner-statistics__lead">
        Comment les clients utilisent vos offres et vos services : des totaux, jamais rien sur une
        personne.
      </p>
      <PeriodPicker period={period} onChange={(next) => onChange(next, item)} />
      <div className="partner-statistics__item">
        <label htmlFor={id}>Offre ou service</label>
        <select
          id={id}
          className="stats-input"
          value={item ?? ''}
          onChange={(event) =>
            onChange(
              period,
              event.target.value === '' ? undefined : (event.target.value as ItemChoice),
            )
          }
        >
          <option value="">{ALL_ITEMS_LABEL}</option>
          {items.map((row) => (
            <option key={`${row.kind}-${row.id}`} value={`${row.kind}-${row.id}`}>
              {row.type} : {row.title}
            </option>
          ))}
        </select>
      </div>
      <div aria-busy={result.isFetching} aria-live="polite">
        {result.data ? (
          <StatisticsReportView
            report={result.data}
            tables={PARTNER_TABLES}
            csvUrl={(table) => partnerStatisticsCsvUrl(table, ask)}
            shownRows={1_000}
          />
        ) : result.error ? (
          <p role="alert">
            Les statistiques n’ont pas pu être chargées. Réessayez dans un instant.
          </p>
        ) : (
          <p>Chargement…</p>
        )}
      </div>
    </div>
  );
}

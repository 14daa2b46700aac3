/**
 * The statistics' values as French readers expect them on screen: counts grouped by thousands,
 * shares as percentages with a decimal comma, days as DD/MM/YYYY (the CSV exports write them
 * for Excel instead, docs/back-office/statistics.md).
 */
import type { ColumnFormat } from '../../contract/statistics-tables';
import { formatCalendarDay } from '../../lib/calendar-days';
import { formatCount } from '../../lib/numbers';

/** What an empty value reads: a share of nothing (no views, nothing sent). */
export const NO_VALUE = '—';

/** 0.3333 → « 33,3 % » (a no-break space before the sign, as French writes it). */
export function formatShare(share: number): string {
  return `${(Math.round(share * 1_000) / 10).toString().replace('.', ',')}\u00a0%`;
}

export function formatValue(
  format: ColumnFormat,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return NO_VALUE;
  switch (format) {
    case 'day':
      return formatCalendarDay(String(value));
    case 'count':
      return formatCount(Number(value));
    case 'share':
      return formatShare(Number(value));
    case 'text':
      return String(value);
  }
}

/**
 * How a figure moved since the previous period: « +25 % », « −10 % », « = » when unchanged;
 * nothing when there was nothing to compare with.
 */
export function variationOf(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null || previous === 0) return null;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return '=';
  return `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))}\u00a0%`;
}

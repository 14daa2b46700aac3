/**
 * The periods the statistics offer (docs/back-office/statistics.md): presets counted back from today in
 * Paris, or two days chosen. Days are "2026-11-05", both included.
 */
import { parisDay } from '../../lib/dates';

export interface Period {
  from: string;
  to: string;
}

export const CUSTOM_PERIOD = 'custom';

function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export interface PeriodPreset {
  value: string;
  label: string;
  period: (today: string) => Period;
}

export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  {
    value: '7d',
    label: '7 derniers jours',
    period: (today) => ({ from: shift(today, -6), to: today }),
  },
  { value: '30d', label: '30 derniers jours', period: (today) => defaultPeriod(today) },
  {
    value: 'month',
    label: 'Ce mois-ci',
    period: (today) => ({ from: monthStart(today), to: today }),
  },
  {
    value: 'last-month',
    label: 'Le mois dernier',
    period: (today) => {
      const to = shift(monthStart(today), -1);
      return { from: monthStart(to), to };
    },
  },
  {
    value: '12m',
    label: '12 derniers mois',
    period: (today) => ({ from: shift(today, -364), to: today }),
  },
  {
    value: 'year',
    label: 'Cette année',
    period: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }),
  },
];

/** The period shown when none is asked: the last 30 days. */
export function defaultPeriod(today = parisDay()): Period {
  return { from: shift(today, -29), to: today };
}

/** The preset a period is, or `CUSTOM_PERIOD`. */
export function presetOf(period: Period, today = parisDay()): string {
  const preset = PERIOD_PRESETS.find((each) => {
    const made = each.period(today);
    return made.from === period.from && made.to === period.to;
  });
  return preset?.value ?? CUSTOM_PERIOD;
}

/** The period of a day's address (`?from=&to=`), or the default one when it is not whole. */
export function periodOf(search: { from?: unknown; to?: unknown }): Period {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return typeof search.from === 'string' &&
    typeof search.to === 'string' &&
    day.test(search.from) &&
    day.test(search.to)
    ? { from: search.from, to: search.to }
    : defaultPeriod();
}

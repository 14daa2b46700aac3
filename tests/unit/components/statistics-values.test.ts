// @vitest-environment node
/** The statistics' periods and values as the screens show them (docs/statistics.md). */
import { describe, expect, it } from 'vitest';
import { formatShare, formatValue, variationOf } from '../../../src/components/statistics/format';
import {
  PERIOD_PRESETS,
  defaultPeriod,
  periodOf,
  presetOf,
} from '../../../src/components/statistics/periods';

const preset = (value: string, today: string) =>
  PERIOD_PRESETS.find((each) => each.value === value)!.period(today);

describe('the statistics’ periods', () => {
  it('count back from today in whole days, both ends included', () => {
    expect(defaultPeriod('2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(preset('7d', '2026-03-05')).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(preset('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(preset('last-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(preset('year', '2026-03-05')).toEqual({ from: '2026-01-01', to: '2026-03-05' });
  });

  it('name the preset a period is, or none', () => {
    expect(presetOf({ from: '2026-03-01', to: '2026-03-05' }, '2026-03-05')).toBe('month');
    expect(presetOf({ from: '2026-03-02', to: '2026-03-04' }, '2026-03-05')).toBe('custom');
  });

  it('read a period from the address, or fall back on the default', () => {
    expect(periodOf({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodOf({ from: '2026-1-1', to: '2026-01-31' })).toEqual(defaultPeriod());
  });
});

describe('the statistics’ values', () => {
  it('read as French readers write them', () => {
    expect(formatShare(0.3333)).toBe('33,3\u00a0%');
    expect(formatValue('count', 12345)).toBe('12\u202f345');
    expect(formatValue('day', '2026-03-05')).toBe('05/03/2026');
    expect(formatValue('share', null)).toBe('—');
  });

  it('say how a figure moved since the previous period', () => {
    expect(variationOf(125, 100)).toBe('+25\u00a0%');
    expect(variationOf(90, 100)).toBe('−10\u00a0%');
    expect(variationOf(100, 100)).toBe('=');
    expect(variationOf(5, 0)).toBeNull();
  });
});

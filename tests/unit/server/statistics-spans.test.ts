// @vitest-environment node
/** A period read from the monthly rollups for its whole months and the daily ones for its ends. */
import { describe, expect, it } from 'vitest';
import { spansOf } from '../../../server/services/statistics/tables';

describe('the spans of a statistics period', () => {
  it('reads whole months by month and the days at both ends by day', () => {
    expect(spansOf({ from: '2025-11-28', to: '2026-11-20' }, '2026-11-27')).toEqual([
      { by: 'month', from: '2025-12-01', to: '2026-10-31' },
      { by: 'day', from: '2025-11-28', to: '2025-11-30' },
      { by: 'day', from: '2026-11-01', to: '2026-11-20' },
    ]);
  });

  it('reads the current month whole when the period reaches today', () => {
    expect(spansOf({ from: '2025-11-28', to: '2026-11-27' }, '2026-11-27')).toEqual([
      { by: 'month', from: '2025-12-01', to: '2026-11-30' },
      { by: 'day', from: '2025-11-28', to: '2025-11-30' },
    ]);
    expect(spansOf({ from: '2026-10-29', to: '2026-11-27' }, '2026-11-27')).toEqual([
      { by: 'month', from: '2026-11-01', to: '2026-11-30' },
      { by: 'day', from: '2026-10-29', to: '2026-10-31' },
    ]);
  });

  it('reads a period of whole months by month alone', () => {
    expect(spansOf({ from: '2026-01-01', to: '2026-02-28' }, '2026-11-27')).toEqual([
      { by: 'month', from: '2026-01-01', to: '2026-02-28' },
    ]);
  });

  it('reads a period without a whole month by day', () => {
    expect(spansOf({ from: '2026-01-05', to: '2026-02-10' }, '2026-11-27')).toEqual([
      { by: 'day', from: '2026-01-05', to: '2026-02-10' },
    ]);
    expect(spansOf({ from: '2026-02-01', to: '2026-02-27' }, '2026-11-27')).toEqual([
      { by: 'day', from: '2026-02-01', to: '2026-02-27' },
    ]);
  });
});

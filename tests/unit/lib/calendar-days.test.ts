// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../../../src/lib/calendar-days';
import { formatDate } from '../../../src/lib/dates';

describe('formatCalendarDay', () => {
  it('writes a calendar day as DD/MM/YYYY, as formatDate does', () => {
    for (const day of ['2024-03-05', '2026-12-31', '2025-01-01', '2024-02-29']) {
      expect(formatCalendarDay(day)).toBe(formatDate(day));
    }
    expect(formatCalendarDay('2024-03-05')).toBe('05/03/2024');
  });

  it('gives an empty string for what is not a calendar day', () => {
    for (const text of ['', 'pas une date', '2024-3-5', '05/03/2024', '2024-03-05T10:00:00Z']) {
      expect(formatCalendarDay(text)).toBe('');
    }
  });
});

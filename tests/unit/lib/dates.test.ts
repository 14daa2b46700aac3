// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../src/lib/dates';

describe('formatDate', () => {
  it('writes a day as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-12-31T23:00:00')).toBe('31/12/2024');
  });

  it('gives an empty string for what is not a date', () => {
    expect(formatDate('pas une date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes a moment as "DD/MM/YYYY à HH:mm" on a 24-hour clock', () => {
    expect(formatDateTime('2024-03-05T14:07:00')).toBe('05/03/2024 à 14:07');
    expect(formatDateTime('2024-03-05T09:30:00')).toBe('05/03/2024 à 09:30');
  });

  it('shows a UTC moment in the device time zone', () => {
    const instant = new Date('2024-07-14T08:15:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${pad(instant.getDate())}/${pad(instant.getMonth() + 1)}/${instant.getFullYear()} à ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
    expect(formatDateTime('2024-07-14T08:15:00Z')).toBe(local);
  });

  it('gives an empty string for what is not a date', () => {
    expect(formatDateTime('')).toBe('');
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ENDING_SOON_DAYS } from '../../../../src/contract/constants';
import { isEndingSoon } from '../../../../src/features/favourites/ending-soon';
import { daysBetween, parisDay } from '../../../../src/lib/dates';

describe('« Se termine bientôt »', () => {
  const today = '2026-11-27';

  it('is an offer ending today or within the next 7 days', () => {
    expect(ENDING_SOON_DAYS).toBe(7);
    expect(isEndingSoon('2026-11-27', today)).toBe(true);
    expect(isEndingSoon('2026-12-04', today)).toBe(true); // 7 days left
    expect(isEndingSoon('2026-12-05', today)).toBe(false); // 8 days left
  });

  it('is not an offer that ended yesterday, nor one without a valid end', () => {
    expect(isEndingSoon('2026-11-26', today)).toBe(false);
    expect(isEndingSoon('', today)).toBe(false);
  });

  it('counts across a month and a year', () => {
    expect(isEndingSoon('2027-01-03', '2026-12-27')).toBe(true);
    expect(isEndingSoon('2027-01-04', '2026-12-27')).toBe(false);
  });
});

describe('the days of the platform', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('is the day in Paris, whatever the device’s time zone', () => {
    // 23:30 in London on 28 March is 00:30 on the 29th in Paris.
    expect(parisDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(parisDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('counts whole days across a change of summer time', () => {
    process.env.TZ = 'Europe/Paris';
    expect(daysBetween('2026-03-25', '2026-04-01')).toBe(7);
    expect(daysBetween('2026-10-21', '2026-10-28')).toBe(7);
    expect(daysBetween('2026-10-28', '2026-10-21')).toBe(-7);
  });
});

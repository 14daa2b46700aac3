/**
 * When the weekly digest goes (docs/digest.md): Monday at 8:00 in Paris, whatever the server's
 * time zone and the daylight-saving time. A week's slot is its ISO week (`2026-W48`); it covers
 * what was published from the previous Monday 8:00 to this one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The hour, in Paris, the digest is due on Monday. */
export const DIGEST_HOUR = 8;

export interface DigestSlot {
  /** The ISO week of its Monday: the key of its job and of each user's delivery. */
  week: string;
  /** Monday 8:00 in Paris: the slot's job is due then, and what it covers ends there. */
  dueAt: Date;
  /** The previous Monday 8:00 in Paris: what it covers starts after it. */
  since: Date;
}

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Paris at `at`, as if it were UTC: its difference with `at` is the offset. */
function parisWallClockMs(at: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parisClock.formatToParts(at).find((entry) => entry.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** The Paris calendar day of `at`, as the UTC midnight of that date. */
function parisDayMs(at: Date): number {
  const wall = parisWallClockMs(at);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The Paris calendar day of `at` as `2026-03-05` (an offer's validity is in Paris days). */
export function parisDayOf(at: Date): string {
  return new Date(parisDayMs(at)).toISOString().slice(0, 10);
}

/** The instant it is `hour`:00 in Paris on `day` (a UTC midnight). Never in a DST gap at 8:00. */
function parisTime(day: number, hour: number): Date {
  const wall = day + hour * 60 * 60 * 1000;
  const offset = (guess: number) => parisWallClockMs(new Date(guess)) - guess;
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/** The Monday (a UTC midnight) of the Paris week of `at`. */
function mondayOf(at: Date): number {
  const day = parisDayMs(at);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/** `2026-W48`: the ISO 8601 week of a Monday, numbered in the year of its Thursday. */
export function isoWeekOf(monday: number): string {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function slotOfMonday(monday: number): DigestSlot {
  return {
    week: isoWeekOf(monday),
    dueAt: parisTime(monday, DIGEST_HOUR),
    since: parisTime(monday - 7 * DAY_MS, DIGEST_HOUR),
  };
}

/**
 * The latest slot whose time has come at `now`: this week's from Monday 8:00 on, the previous
 * week's before it (a tick on Monday at 7:00 finds last week's slot, already done).
 */
export function digestSlotAt(now: Date): DigestSlot {
  const monday = mondayOf(now);
  const slot = slotOfMonday(monday);
  return slot.dueAt.getTime() <= now.getTime() ? slot : slotOfMonday(monday - 7 * DAY_MS);
}

/** The first due time after `after` (the tests' and the e2e tests' next Monday morning). */
export function nextDigestDue(after: Date): Date {
  const current = digestSlotAt(after);
  return slotOfMonday(mondayOf(current.dueAt) + 7 * DAY_MS).dueAt;
}

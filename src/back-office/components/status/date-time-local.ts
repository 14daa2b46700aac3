/**
 * The browser's `datetime-local` value (« 2025-05-12T10:00 », the admin's own time zone) and the
 * API's ISO date-time with its offset (`IsoDateTime`), both ways.
 */

/** « 2025-05-12T08:00:00.000Z » → « 2025-05-12T10:00 » in Paris in summer; '' when unset. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** « 2025-05-12T10:00 » (local time) → its ISO date-time in UTC; null when empty or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

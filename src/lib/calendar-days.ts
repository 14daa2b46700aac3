/**
 * A calendar day ("2024-03-05", an offer's validity) as French readers write it: "05/03/2024".
 * Not dayjs: a day without a time has no time zone to convert, only its parts
 * to reorder, and the offer cards of the first screen then load no date library. Anything else
 * gives an empty string, as `formatDate` does.
 */
export function formatCalendarDay(isoDate: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}

import { formatDate } from '../../../lib/dates';

/** « Publiée le 3 mars 2026 », on a news item's card and page. */
export function PublishedOn({ date }: { date: string }) {
  return (
    <>
      Publiée le <time dateTime={date}>{formatDate(date)}</time>
    </>
  );
}

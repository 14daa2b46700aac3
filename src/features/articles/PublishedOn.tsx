import { formatDate } from '../../lib/dates';

/** « Publiée le 3 mars 2026 », on an article's card and page (`words`: its agreed « Publiée le »). */
export function PublishedOn({ words, date }: { words: string; date: string }) {
  return (
    <>
      {words}
      <time dateTime={date}>{formatDate(date)}</time>
    </>
  );
}

/**
 * The user's "seen up to" marks of the offers, the promotions and the news (docs/http-contract.md):
 * what was published after a list's mark is new for the user (« Nouveau » on its cards, and its
 * saving notifications). Read by the lists when they are shown (./SeenSection.tsx) and kept on the
 * device with the other queries, so that a list opened offline knows what is new too.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SeenMarks, SeenSection } from '../../contract/api';
import { seenMarks } from '../../contract/endpoints/seen-marks';
import { http } from '../../lib/http';

export const fetchSeenMarks = () => http.call(seenMarks);

/** The marks' query keys: only this module writes them. */
export const seenMarksKeys = {
  all: ['seen-marks'] as const,
};

export const seenMarksQueryOptions = queryOptions({
  queryKey: seenMarksKeys.all,
  queryFn: fetchSeenMarks,
});

/** The instant of the newest publication of a list, as the server wrote it; null when empty. */
export function newestPublication(items: readonly { publishedAt: string }[]): string | null {
  let newest: string | null = null;
  for (const { publishedAt } of items) {
    if (newest === null || Date.parse(publishedAt) > Date.parse(newest)) newest = publishedAt;
  }
  return newest;
}

/** `marks` with `section` seen up to `seenUpTo`, when that is later: a mark never moves back. */
export function withSeenUpTo(marks: SeenMarks, section: SeenSection, seenUpTo: string): SeenMarks {
  const current = marks[section];
  if (current !== null && Date.parse(current) >= Date.parse(seenUpTo)) return marks;
  return { ...marks, [section]: seenUpTo };
}
